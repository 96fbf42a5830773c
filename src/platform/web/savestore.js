// Saved games in IndexedDB, called from C++ (linked with --js-library). Every record is loaded into memory
// before main() (a run dependency in preRun), so C++ reads synchronously; each write is one readwrite
// transaction, committed at once, which survives closing the tab right after it was issued.
//
// One game is played in one tab at a time. A tab holds a Web Lock named after the game's key while it plays it;
// another tab takes the game over by stealing the lock ("Play it here"), and a BroadcastChannel tells the
// others what happened (a game stored, deleted, taken, opened). Every write of a game's entry is a compare and
// set inside its transaction: it adds the marker [key, revision] to the store "revs", which exists once per
// revision, so a write based on an older revision than the stored one fails (ConstraintError) and the whole
// transaction, the record included, is undone.
//
// Also: whether the browser keeps the store under pressure (navigator.storage.persist), export of a record as
// a file download, and import of one from a file the player picks.
mergeInto(LibraryManager.library, {
  $CarcSaves__postset: 'CarcSaves.init();',
  $CarcSaves: {
    db: null, cache: {}, available: false, error: '', imported: null,
    events: [],         // [kind, key]: 'S' stale, 'L' lost, 'T' taken, 'C' changed (read by C++)
    held: {},           // key -> function that lets the game's lock go (this tab plays that game)
    elsewhere: {},      // key -> true: another tab holds the game's lock (from navigator.locks.query)
    queue: {},          // key -> writes waiting for the one in flight (a key's writes run one after another)
    refused: {},        // key -> true: a write was refused; later ones are dropped until C++ reloads the game
    keeping: 0,         // 0 unknown, 1 kept (persistent), 2 the browser may evict the store
    asked: false,
    channel: null,
    lockName: function (key) { return 'carcassonne-game:' + key; },
    locks: function () {
      try { return navigator['locks'] || null; } catch (e) { return null; }
    },
    open: function () {
      return new Promise(function (resolve, reject) {
        var req;
        try { req = window.indexedDB.open('carcassonne', 2); } catch (e) { reject(e); return; }
        req.onupgradeneeded = function () {
          var db = req.result;
          if (!db.objectStoreNames.contains('saves')) db.createObjectStore('saves');
          if (!db.objectStoreNames.contains('revs')) db.createObjectStore('revs');
        };
        req.onsuccess = function () { resolve(req.result); };
        req.onerror = function () { reject(req.error); };
        req.onblocked = function () { CarcSaves.error = 'blocked'; };
      });
    },
    post: function (kind, key) {
      if (CarcSaves.channel) try { CarcSaves.channel['postMessage']({ 't': kind, 'key': key }); } catch (e) {}
    },
    // Reads one record again (another tab wrote it), then queues the event.
    reread: function (key, kind) {
      if (!CarcSaves.db) return;
      var req;
      try { req = CarcSaves.db.transaction('saves', 'readonly').objectStore('saves').get(key); }
      catch (e) { CarcSaves.events.push([kind, key]); return; }
      req.onsuccess = function () {
        if (typeof req.result === 'string') CarcSaves.cache[key] = req.result; else delete CarcSaves.cache[key];
        CarcSaves.events.push([kind, key]);
      };
      req.onerror = function () { CarcSaves.events.push([kind, key]); };
    },
    // Which games other tabs hold now; calls done() when known.
    query: function (done) {
      var locks = CarcSaves.locks();
      if (!locks || !locks['query']) { if (done) done(); return; }
      locks['query']().then(function (state) {
        var now = {}, prefix = CarcSaves.lockName(''), changed = false;
        (state['held'] || []).forEach(function (l) {
          var name = l['name'];
          if (typeof name === 'string' && name.indexOf(prefix) === 0) {
            var key = name.substring(prefix.length);
            if (!(key in CarcSaves.held)) now[key] = true;
          }
        });
        var a = Object.keys(now).sort().join('\n'), b = Object.keys(CarcSaves.elsewhere).sort().join('\n');
        if (a !== b) changed = true;
        CarcSaves.elsewhere = now;
        if (changed) CarcSaves.events.push(['C', '']);
        if (done) done();
      }, function () { if (done) done(); });
    },
    listen: function () {
      try { CarcSaves.channel = new BroadcastChannel('carcassonne-saves'); } catch (e) { return; }
      CarcSaves.channel['onmessage'] = function (ev) {
        var m = ev['data'] || {}, kind = m['t'], key = String(m['key'] || '');
        if (kind === 'saved' && !(key in CarcSaves.held)) CarcSaves.reread(key, 'C');
        else if (kind === 'deleted') { delete CarcSaves.cache[key]; CarcSaves.events.push(['C', key]); }
        else if (kind === 'take') CarcSaves.lose(key);
        else if (kind === 'held') CarcSaves.query(null);
      };
    },
    // Another tab took the game over: this one stops writing it.
    lose: function (key) {
      var let_go = CarcSaves.held[key];
      if (!let_go) return;
      delete CarcSaves.held[key];
      delete CarcSaves.queue[key];
      CarcSaves.elsewhere[key] = true;
      let_go();
      CarcSaves.events.push(['L', key]);
    },
    // Holds the game's lock until let go or stolen; `steal` takes it from the tab that holds it.
    hold: function (key, steal, granted) {
      var locks = CarcSaves.locks();
      if (!locks) { CarcSaves.held[key] = function () {}; granted(true); return; }
      var options = steal ? { 'steal': true } : { 'ifAvailable': true };
      locks['request'](CarcSaves.lockName(key), options, function (lock) {
        if (!lock) { granted(false); return null; }
        if (!steal && !(key in CarcSaves.held)) return null;  // let go before the lock came
        return new Promise(function (resolve) {
          CarcSaves.held[key] = resolve;
          granted(true);
        });
      }).then(function () {}, function () {
        // Stolen by another tab (AbortError): the game is no longer ours.
        CarcSaves.lose(key);
      });
    },
    init: function () {
      // Some browsers throw on the very mention of indexedDB when storage is blocked: play without saves.
      var idb;
      try { idb = window.indexedDB; } catch (e) { idb = null; }
      if (!idb) { CarcSaves.error = 'no-storage'; return; }
      var finished = false, waited = false;
      var done = function () {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        if (waited) removeRunDependency('carc-saves');
      };
      // Never hold up the game: if the database does not answer in 4 s, play without saves.
      var timer = setTimeout(function () { CarcSaves.error = 'no-answer'; done(); }, 4000);
      CarcSaves.open().then(function (db) {
        if (finished) return;
        CarcSaves.db = db;
        // A newer version of the game opened in another tab needs the database: let it go.
        db.onversionchange = function () {
          db.close();
          CarcSaves.db = null;
          CarcSaves.available = false;
          CarcSaves.error = 'newer-version';
        };
        var req = db.transaction('saves', 'readonly').objectStore('saves').openCursor();
        req.onsuccess = function () {
          var c = req.result;
          if (finished) return;
          if (c) {
            if (typeof c.value === 'string') CarcSaves.cache[c.key] = c.value;
            c.continue();
          } else {
            CarcSaves.available = true;
            CarcSaves.probeCommit(db);
            CarcSaves.listen();
            CarcSaves.query(done);  // which games other tabs play, before the Continue prompt
            // Tabs that close say nothing: look again now and then.
            setInterval(function () { CarcSaves.query(null); }, 3000);
          }
        };
        req.onerror = function () { CarcSaves.error = 'unavailable:' + String(req.error); done(); };
      }, function (e) {
        CarcSaves.error = 'unavailable:' + (e && e.message || e);
        done();
      });
      try {
        var st = navigator['storage'];
        if (st && st['persisted']) {
          st['persisted']().then(function (kept) { CarcSaves.keeping = kept ? 1 : 2; });
          // An installed app keeps its games: ask at once.
          if (window.matchMedia && window.matchMedia('(display-mode: standalone)').matches) CarcSaves.keep();
        }
      } catch (e) {}
      Module['preRun'] = Module['preRun'] || [];
      Module['preRun'].push(function () {
        if (!finished) { waited = true; addRunDependency('carc-saves'); }
      });
    },
    // Asks the browser once to keep the store under storage pressure.
    keep: function () {
      if (CarcSaves.asked) return;
      CarcSaves.asked = true;
      try {
        var st = navigator['storage'];
        if (!st || !st['persist']) return;
        st['persist']().then(function (kept) {
          CarcSaves.keeping = kept ? 1 : 2;
          CarcSaves.events.push(['C', '']);
        }, function () {});
      } catch (e) {}
    },
    // Whether a failed request still aborts a transaction on which commit() was called (the compare and set
    // relies on it). Firefox ESR 153 commits such a transaction with its other requests' writes, so there a
    // game entry's write is left to commit by itself at the end of its task, where a failed request aborts it.
    // Found out once, on two markers of the store "revs" under a key no game has.
    commitKeepsFailedWrites: false,
    probeCommit: function (db) {
      var a = ['\u0000commit-probe', 0], b = ['\u0000commit-probe', 1];
      try {
        var t1 = db.transaction('revs', 'readwrite');
        t1.objectStore('revs').put(1, a);
        t1.oncomplete = function () {
          var t2 = db.transaction('revs', 'readwrite');
          t2.objectStore('revs').add(1, a).onerror = function (e) { e.stopPropagation(); };
          t2.objectStore('revs').put(1, b);
          var clean = function () {
            var t3 = db.transaction('revs', 'readwrite');
            t3.objectStore('revs').delete(IDBKeyRange.bound(a, b));
          };
          t2.oncomplete = function () { CarcSaves.commitKeepsFailedWrites = true; clean(); };
          t2.onabort = clean;
          if (t2.commit) t2.commit();
        };
      } catch (e) {}
    },
    fail: function (err) {
      CarcSaves.error = err && err.name === 'QuotaExceededError' ? 'full' : 'failed:' + String(err && err.message || '');
    },
    // One write: value null deletes the record (and its revision markers); base >= 0 stores the entry's
    // revision base + 1 only if no other write has stored it already.
    write: function (key, value, base) {
      var revised = value === null || base >= 0, tx;
      try { tx = CarcSaves.db.transaction(revised ? ['saves', 'revs'] : ['saves'], 'readwrite', { durability: 'strict' }); }
      catch (e) { CarcSaves.fail(e); return false; }
      var store = tx.objectStore('saves');
      if (value === null) {
        store.delete(key);
        tx.objectStore('revs').delete(IDBKeyRange.bound([key, 0], [key, Infinity]));
      } else {
        if (base >= 0) tx.objectStore('revs').add(1, [key, base + 1]);
        store.put(value, key);
      }
      var next = function () {
        var q = CarcSaves.queue[key];
        if (!q || !q.length) { delete CarcSaves.queue[key]; return; }
        var w = q.shift();
        CarcSaves.write(key, w[0], w[1]);
      };
      tx.oncomplete = function () {
        CarcSaves.post(value === null ? 'deleted' : 'saved', key);
        next();
      };
      tx.onabort = function () {
        var err = tx.error;
        if (err && err.name === 'ConstraintError') {
          // Another tab stored this revision first: keep its record, drop what this tab still meant to write.
          CarcSaves.refused[key] = true;
          delete CarcSaves.queue[key];
          CarcSaves.reread(key, 'S');
          return;
        }
        CarcSaves.fail(err);
        next();
      };
      // Committed at once, so that closing the tab right after a move keeps it; a compare and set only where a
      // failed request still aborts the transaction (commitKeepsFailedWrites).
      if (tx.commit && !(base >= 0 && CarcSaves.commitKeepsFailedWrites)) tx.commit();
      return true;
    },
    // Writes in the order asked: a key's next write waits for the one in flight.
    enqueue: function (key, value, base) {
      if (CarcSaves.queue[key]) { CarcSaves.queue[key].push([value, base]); return true; }
      CarcSaves.queue[key] = [];
      if (CarcSaves.write(key, value, base)) return true;
      delete CarcSaves.queue[key];
      return false;
    }
  },
  carc_saves_available__deps: ['$CarcSaves'],
  carc_saves_available: function () { return CarcSaves.available ? 1 : 0; },
  // Starts an atomic write of the UTF-8 text; base < 0 writes it whole, base >= 0 is a game entry's compare
  // and set. 1 = started, 0 = not possible now, 2 = refused (this tab is behind: reload the game).
  carc_saves_put__deps: ['$CarcSaves'],
  carc_saves_put: function (keyPtr, textPtr, base) {
    if (!CarcSaves.available) return 0;
    var key = UTF8ToString(keyPtr), text = UTF8ToString(textPtr);
    if (base >= 0 && (CarcSaves.refused[key] || CarcSaves.elsewhere[key])) return 2;
    if (!CarcSaves.enqueue(key, text, base)) return 0;
    CarcSaves.cache[key] = text;
    return 1;
  },
  carc_saves_remove__deps: ['$CarcSaves'],
  carc_saves_remove: function (keyPtr) {
    if (!CarcSaves.available) return 0;
    var key = UTF8ToString(keyPtr);
    if (!(key in CarcSaves.cache) || !CarcSaves.enqueue(key, null, -1)) return 0;
    delete CarcSaves.cache[key];
    return 1;
  },
  // Returns a malloc'd UTF-8 copy of the record (the caller frees it), or 0.
  carc_saves_get__deps: ['$CarcSaves', 'malloc'],
  carc_saves_get: function (keyPtr) {
    var text = CarcSaves.cache[UTF8ToString(keyPtr)];
    if (typeof text !== 'string') return 0;
    return allocateUTF8(text);
  },
  // All keys, one per line, malloc'd.
  carc_saves_keys__deps: ['$CarcSaves', 'malloc'],
  carc_saves_keys: function () {
    var text = Object.keys(CarcSaves.cache).sort().join('\n');
    return allocateUTF8(text);
  },
  // The last asynchronous failure (malloc'd, "" if none), cleared by reading it: a reason's code, sometimes with
  // the browser's words after a colon ("failed:..."), put in the player's language by web_storage.cpp.
  carc_saves_take_error__deps: ['$CarcSaves', 'malloc'],
  carc_saves_take_error: function () {
    var text = CarcSaves.error || '';
    CarcSaves.error = '';
    return allocateUTF8(text);
  },
  // Holds the game here unless another tab does (1), or not (0).
  carc_saves_claim__deps: ['$CarcSaves'],
  carc_saves_claim: function (keyPtr) {
    var key = UTF8ToString(keyPtr);
    if (CarcSaves.elsewhere[key]) return 0;
    delete CarcSaves.refused[key];  // C++ has the stored game: its writes are based on it again
    if (key in CarcSaves.held) return 1;
    CarcSaves.held[key] = function () {};  // until the lock answers: the game is played here
    CarcSaves.hold(key, false, function (ok) {
      if (ok) { CarcSaves.post('held', key); return; }
      CarcSaves.lose(key);  // another tab got there first
    });
    return 1;
  },
  carc_saves_release__deps: ['$CarcSaves'],
  carc_saves_release: function (keyPtr) {
    var key = UTF8ToString(keyPtr), let_go = CarcSaves.held[key];
    if (!let_go) return;
    delete CarcSaves.held[key];
    let_go();
    CarcSaves.post('held', key);
  },
  carc_saves_elsewhere__deps: ['$CarcSaves'],
  carc_saves_elsewhere: function (keyPtr) { return CarcSaves.elsewhere[UTF8ToString(keyPtr)] ? 1 : 0; },
  // Takes the game from the tab that plays it; a 'T' event follows with its newest record in the cache.
  carc_saves_take_over__deps: ['$CarcSaves'],
  carc_saves_take_over: function (keyPtr) {
    var key = UTF8ToString(keyPtr);
    CarcSaves.post('take', key);
    CarcSaves.hold(key, true, function () {
      delete CarcSaves.elsewhere[key];
      delete CarcSaves.refused[key];
      CarcSaves.post('held', key);
      // Read after the lock is ours: the other tab's last write was issued before it let go.
      CarcSaves.reread(key, 'T');
    });
  },
  carc_saves_events_waiting__deps: ['$CarcSaves'],
  carc_saves_events_waiting: function () { return CarcSaves.events.length ? 1 : 0; },
  // The events since the last call, one per line: a kind letter, a tab, the key (malloc'd).
  carc_saves_take_events__deps: ['$CarcSaves', 'malloc'],
  carc_saves_take_events: function () {
    var text = CarcSaves.events.map(function (e) { return e[0] + '\t' + e[1]; }).join('\n');
    CarcSaves.events = [];
    return allocateUTF8(text);
  },
  carc_saves_keeping__deps: ['$CarcSaves'],
  carc_saves_keeping: function () { return CarcSaves.keeping; },
  carc_saves_ask_to_keep__deps: ['$CarcSaves'],
  carc_saves_ask_to_keep: function () { CarcSaves.keep(); },
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
        if (f.size > 8 * 1024 * 1024) { CarcSaves.imported = { error: 'too-large' }; return; }
        f.text().then(function (t) { CarcSaves.imported = { text: t }; },
                      function () { CarcSaves.imported = { error: 'unreadable' }; });
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
    HEAPU32[outPtr >> 2] = allocateUTF8(r.error || r.text);
    return r.error ? -1 : 1;
  }
});
