// Where saved games live: IndexedDB in the browser (src/platform/web), files on the desktop
// (src/platform/native), memory in tests. One record per key; a put replaces a record whole or not at all.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace carc::ui {

class SaveStorage {
public:
    virtual ~SaveStorage() = default;
    // False when nothing can be stored (private mode, storage blocked): the game goes on without saving.
    virtual bool available() const = 0;
    // Starts an atomic write; false (with *error) when it fails at once.
    virtual bool put(const std::string& key, const std::string& text, std::string* error) = 0;
    virtual std::optional<std::string> get(const std::string& key) const = 0;
    virtual std::vector<std::string> keys() const = 0;
    virtual bool remove(const std::string& key, std::string* error) = 0;
    // A failure reported after put() returned (browsers report a full quota asynchronously); "" if none.
    virtual std::string take_async_error() { return {}; }
};

// In memory only (tests, and the fallback when the platform has no storage).
class MemoryStorage : public SaveStorage {
public:
    bool available() const override { return usable; }
    bool put(const std::string& key, const std::string& text, std::string* error) override {
        if (!usable || (capacity && text.size() > capacity)) {
            if (error) *error = usable ? "storage is full" : "storage is not available";
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
            if (error) *error = "no such save";
            return false;
        }
        return true;
    }
    std::map<std::string, std::string> records;
    bool usable = true;
    size_t capacity = 0;  // 0 = unlimited; else the largest record that fits (to test "storage full")
};

}  // namespace carc::ui
