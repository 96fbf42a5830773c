// Saved games in IndexedDB, called from C++ (linked with --js-library). Every record is loaded into memory
// before main() (a run dependency in preRun), so C++ reads synchronously; each write is one readwrite
// transaction, committed at once, which survives closing the tab right after.
// Also: export a record as a file download, and import one from a file the player picks.
mergeInto(LibraryManager.library, {
  $CarcSaves__postset: 'CarcSaves.init();',
  $CarcSaves: {
    db: null, cache: {}, available: false, error: '', imported: null,
    open: function () {
      return new Promise(function (resolve, reject) {
        var req;
        try { req = window.indexedDB.open('carcassonne', 1); } catch (e) { reject(e); return; }
        req.onupgradeneeded = function () { req.result.createObjectStore('saves'); };
        req.onsuccess = function () { resolve(req.result); };
        req.onerror = function () { reject(req.error); };
        req.onblocked = function () { reject(new Error('the database is blocked by another tab')); };
      });
    },
    // The database is opened and read as soon as this script runs, beside the downloads of the code and the font
    // (10-15 ms in a new browser profile, spent while they download instead of after); main() waits for it only if it
    // has not answered by then (a run dependency added in preRun).
    init: function () {
      // Some browsers throw on the very mention of indexedDB when storage is blocked: play without saves.
      var idb;
      try { idb = window.indexedDB; } catch (e) { idb = null; }
      if (!idb) { CarcSaves.error = 'this browser does not let the game store anything'; return; }
      var finished = false, waited = false;
      var done = function () {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        if (waited) removeRunDependency('carc-saves');
      };
      // Never hold up the game: if the database does not answer in 4 s, play without saves.
      var timer = setTimeout(function () { CarcSaves.error = 'the save storage did not answer'; done(); }, 4000);
      CarcSaves.open().then(function (db) {
        if (finished) return;
        CarcSaves.db = db;
        var req = db.transaction('saves', 'readonly').objectStore('saves').openCursor();
        req.onsuccess = function () {
          var c = req.result;
          if (finished) return;
          if (c) {
            if (typeof c.value === 'string') CarcSaves.cache[c.key] = c.value;
            c.continue();
          } else {
            CarcSaves.available = true;
            done();
          }
        };
        req.onerror = function () { CarcSaves.error = String(req.error); done(); };
      }, function (e) {
        CarcSaves.error = 'saving is not available (' + (e && e.message || e) + ')';
        done();
      });
      Module['preRun'] = Module['preRun'] || [];
      Module['preRun'].push(function () {
        if (!finished) { waited = true; addRunDependency('carc-saves'); }
      });
    },
    write: function (key, value) {   // value null = delete
      var tx;
      try { tx = CarcSaves.db.transaction('saves', 'readwrite', { durability: 'strict' }); }
      catch (e) { CarcSaves.error = String(e && e.message || e); return false; }
      var store = tx.objectStore('saves');
      if (value === null) store.delete(key); else store.put(value, key);
      var fail = function () {
        var err = tx.error;
        CarcSaves.error = err && err.name === 'QuotaExceededError' ? 'storage is full' : String(err && err.message || 'the save failed');
      };
      tx.onerror = fail;
      tx.onabort = fail;
      if (tx.commit) tx.commit();
      return true;
    }
  },
  carc_saves_available__deps: ['$CarcSaves'],
  carc_saves_available: function () { return CarcSaves.available ? 1 : 0; },
  // Starts an atomic write of the UTF-8 text; 1 = started, 0 = not possible now.
  carc_saves_put__deps: ['$CarcSaves'],
  carc_saves_put: function (keyPtr, textPtr) {
    if (!CarcSaves.available) return 0;
    var key = UTF8ToString(keyPtr), text = UTF8ToString(textPtr);
    if (!CarcSaves.write(key, text)) return 0;
    CarcSaves.cache[key] = text;
    return 1;
  },
  carc_saves_remove__deps: ['$CarcSaves'],
  carc_saves_remove: function (keyPtr) {
    if (!CarcSaves.available) return 0;
    var key = UTF8ToString(keyPtr);
    if (!(key in CarcSaves.cache) || !CarcSaves.write(key, null)) return 0;
    delete CarcSaves.cache[key];
    return 1;
  },
  // Returns a malloc'd UTF-8 copy of the record (the caller frees it), or 0.
  carc_saves_get__deps: ['$CarcSaves', 'malloc'],
  carc_saves_get: function (keyPtr) {
    var text = CarcSaves.cache[UTF8ToString(keyPtr)];
    if (typeof text !== 'string') return 0;
    var n = lengthBytesUTF8(text) + 1, p = _malloc(n);
    stringToUTF8(text, p, n);
    return p;
  },
  // All keys, one per line, malloc'd.
  carc_saves_keys__deps: ['$CarcSaves', 'malloc'],
  carc_saves_keys: function () {
    var text = Object.keys(CarcSaves.cache).sort().join('\n');
    var n = lengthBytesUTF8(text) + 1, p = _malloc(n);
    stringToUTF8(text, p, n);
    return p;
  },
  // The last asynchronous failure (malloc'd, "" if none), cleared by reading it.
  carc_saves_take_error__deps: ['$CarcSaves', 'malloc'],
  carc_saves_take_error: function () {
    var text = CarcSaves.error || '';
    CarcSaves.error = '';
    var n = lengthBytesUTF8(text) + 1, p = _malloc(n);
    stringToUTF8(text, p, n);
    return p;
  },
  // Offers the text as a file download.
  carc_saves_download: function (namePtr, textPtr) {
    var blob = new Blob([UTF8ToString(textPtr)], { type: 'application/json' });
    var a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = UTF8ToString(namePtr);
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  },
  // Opens the browser's file picker; the chosen file's text is collected later by carc_saves_take_import.
  carc_saves_pick_file__deps: ['$CarcSaves'],
  carc_saves_pick_file: function () {
    var input = document.getElementById('carc-import');
    if (!input) {
      input = document.createElement('input');
      input.type = 'file';
      input.id = 'carc-import';
      input.accept = '.json,application/json';
      input.style.display = 'none';
      input.addEventListener('change', function () {
        var f = input.files && input.files[0];
        if (!f) return;
        if (f.size > 8 * 1024 * 1024) { CarcSaves.imported = { error: 'the file is too large to be a game record' }; return; }
        f.text().then(function (t) { CarcSaves.imported = { text: t }; },
                      function () { CarcSaves.imported = { error: 'the file could not be read' }; });
        input.value = '';
      });
      document.body.appendChild(input);
    }
    input.click();
  },
  carc_saves_import_waiting__deps: ['$CarcSaves'],
  carc_saves_import_waiting: function () { return CarcSaves.imported ? 1 : 0; },
  // 0 = nothing yet; 1 = *out gets a malloc'd text; -1 = *out gets a malloc'd error message.
  carc_saves_take_import__deps: ['$CarcSaves', 'malloc'],
  carc_saves_take_import: function (outPtr) {
    var r = CarcSaves.imported;
    if (!r) return 0;
    CarcSaves.imported = null;
    var text = r.error || r.text, n = lengthBytesUTF8(text) + 1, p = _malloc(n);
    stringToUTF8(text, p, n);
    HEAPU32[outPtr >> 2] = p;
    return r.error ? -1 : 1;
  }
});
