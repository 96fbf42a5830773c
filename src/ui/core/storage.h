// Where saved games live: IndexedDB in the browser (src/platform/web), files on the desktop
// (src/platform/native), memory in tests. One record per key; a put replaces a record whole or not at all.
//
// One game is played in one window at a time: a window holds a game's entry (claim) while it plays it, and
// another window that wants the game asks for it (take_over); the window that loses it hears so (Lost) and
// stores nothing more of it. Every write of a game's entry is based on the entry's revision that window last
// read or wrote, and is refused when the stored entry is newer (compare and set), so a window that was behind
// never overwrites moves made elsewhere.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ui/core/i18n.h"

namespace carc::ui {

// Something another window (or the browser) did, reported by SaveStorage::take_events().
struct StorageEvent {
    enum class Kind {
        Stale,    // a write of `key` was refused: the stored entry is newer (get() now returns it)
        Lost,     // another window took `key` over: this window no longer holds it
        Taken,    // take_over(key) is done: this window holds it, and get() returns its newest record
        Changed,  // another window stored, deleted, opened or closed a game: the list is out of date
    };
    Kind kind = Kind::Changed;
    std::string key;
};

// The revision written in a record ("app": {"rev": N}); 0 when it has none (absent, or saved without one).
int64_t record_revision(const std::string& text);

class SaveStorage {
public:
    virtual ~SaveStorage() = default;
    // False when nothing can be stored (private mode, storage blocked): the game goes on without saving.
    virtual bool available() const = 0;
    // Starts an atomic write; false (with *error) when it fails at once.
    virtual bool put(const std::string& key, const std::string& text, std::string* error) = 0;
    // A game entry's write based on revision `base`: `text` carries revision base + 1 (record_revision), and it
    // is stored only if the stored entry's revision is not above `base`. Returns false with *error when it fails
    // at once, and sets *stale when it was refused for being based on an older revision. Browsers decide inside
    // the write's transaction and report a refusal later (a Stale event).
    virtual bool put_revision(const std::string& key, const std::string& text, int64_t base, bool* stale, std::string* error);
    virtual std::optional<std::string> get(const std::string& key) const = 0;
    virtual std::vector<std::string> keys() const = 0;
    virtual bool remove(const std::string& key, std::string* error) = 0;
    // A failure reported after put() returned (browsers report a full quota asynchronously); "" if none.
    virtual std::string take_async_error() { return {}; }

    // Holding games. claim() holds `key` in this window unless another holds it (false). release() lets it go.
    virtual bool claim(const std::string&) { return true; }
    virtual void release(const std::string&) {}
    // Another window (tab, process) holds `key` now.
    virtual bool held_elsewhere(const std::string&) const { return false; }
    // Asks the window holding `key` to let it go; a Taken event follows when this window holds it.
    virtual void take_over(const std::string& key) { pending_.push_back({StorageEvent::Kind::Taken, key}); }
    // What happened since the last call (in order).
    virtual std::vector<StorageEvent> take_events() { return std::exchange(pending_, {}); }
    // Events wait to be taken (the app draws a frame to take them).
    virtual bool events_waiting() { return !pending_.empty(); }

    // Whether the browser keeps the saved games under storage pressure: Unknown (no such notion: the desktop),
    // Kept, or Evictable (the browser may clear them). ask_to_keep() asks the browser once to keep them.
    enum class Keeping { Unknown, Kept, Evictable };
    virtual Keeping keeping() const { return Keeping::Unknown; }
    virtual void ask_to_keep() {}

protected:
    std::vector<StorageEvent> pending_;
};

// In memory only (tests, and the fallback when the platform has no storage).
class MemoryStorage : public SaveStorage {
public:
    bool available() const override { return usable; }
    bool put(const std::string& key, const std::string& text, std::string* error) override {
        if (!usable || (capacity && text.size() > capacity)) {
            if (error) *error = usable ? _("storage is full") : _("storage is not available");
            return false;
        }
        records[key] = text;
        return true;
    }
    std::optional<std::string> get(const std::string& key) const override {
        auto it = records.find(key);
        if (it == records.end()) return std::nullopt;
        return it->second;
    }
    std::vector<std::string> keys() const override {
        std::vector<std::string> out;
        for (const auto& [k, v] : records) out.push_back(k);
        return out;
    }
    bool remove(const std::string& key, std::string* error) override {
        if (!records.erase(key)) {
            if (error) *error = _("no such save");
            return false;
        }
        return true;
    }
    std::map<std::string, std::string> records;
    bool usable = true;
    size_t capacity = 0;  // 0 = unlimited; else the largest record that fits (to test "storage full")
};

}  // namespace carc::ui
