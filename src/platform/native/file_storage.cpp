// FileStorage: saves as files, written atomically (temp file + rename).
#include "platform/native/file_storage.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include "ui/core/i18n.h"

namespace carc::platform {
namespace fs = std::filesystem;

FileStorage::FileStorage(std::string dir) : dir_(std::move(dir)) {
    std::error_code ec;
    fs::create_directories(dir_, ec);
    ok_ = !ec && fs::is_directory(dir_, ec);
}

std::string FileStorage::default_dir() {
    if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) return std::string(x) + "/carcassonne/saves";
    if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.local/share/carcassonne/saves";
    return "carcassonne-saves";
}

std::string FileStorage::safe(const std::string& key) const {
    // Keys are ours (autosave, save-<time>); anything else is reduced to safe characters.
    std::string out;
    for (char c : key) out += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_') ? c : '_';
    return out;
}

std::string FileStorage::path(const std::string& key) const { return dir_ + "/" + safe(key) + ".json"; }

namespace {

// An exclusive advisory lock on `file` (created if missing): the open descriptor, or -1 when another
// process holds it (or the file cannot be opened). `wait`: block until it is free.
int lock_file(const std::string& file, bool wait) {
    const int fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return -1;
    if (::flock(fd, LOCK_EX | (wait ? 0 : LOCK_NB)) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

void unlock_file(int fd) {
    if (fd < 0) return;
    ::flock(fd, LOCK_UN);
    ::close(fd);
}

}  // namespace

FileStorage::~FileStorage() {
    for (const auto& [key, fd] : held_) unlock_file(fd);
}

bool FileStorage::claim(const std::string& key) {
    if (!ok_) return true;
    if (held_.count(key)) return true;
    const int fd = lock_file(dir_ + "/" + safe(key) + ".lock", false);
    if (fd < 0) return false;
    held_[key] = fd;
    std::error_code ec;
    fs::remove(dir_ + "/" + safe(key) + ".take", ec);  // an old request is answered by holding it here
    return true;
}

void FileStorage::release(const std::string& key) {
    auto it = held_.find(key);
    if (it == held_.end()) return;
    unlock_file(it->second);
    held_.erase(it);
}

bool FileStorage::held_elsewhere(const std::string& key) const {
    if (!ok_ || held_.count(key)) return false;
    const std::string lock = dir_ + "/" + safe(key) + ".lock";
    std::error_code ec;
    if (!fs::exists(lock, ec)) return false;
    const int fd = lock_file(lock, false);
    if (fd < 0) return true;
    unlock_file(fd);
    return false;
}

void FileStorage::take_over(const std::string& key) {
    if (!ok_ || held_.count(key)) {
        pending_.push_back({ui::StorageEvent::Kind::Taken, key});
        return;
    }
    std::ofstream(dir_ + "/" + safe(key) + ".take") << "take\n";
    taking_.insert(key);
    next_look_ = {};  // look at once
}

void FileStorage::look() {
    const auto now = std::chrono::steady_clock::now();
    if (!ok_ || now < next_look_) return;
    next_look_ = now + std::chrono::milliseconds(500);
    std::error_code ec;
    // Another process asks for a game held here: let it go.
    for (auto it = held_.begin(); it != held_.end();) {
        if (fs::exists(dir_ + "/" + safe(it->first) + ".take", ec)) {
            pending_.push_back({ui::StorageEvent::Kind::Lost, it->first});
            unlock_file(it->second);
            it = held_.erase(it);
        } else {
            ++it;
        }
    }
    // A game asked for here came free.
    for (auto it = taking_.begin(); it != taking_.end();) {
        const std::string key = *it;
        if (claim(key)) {
            pending_.push_back({ui::StorageEvent::Kind::Taken, key});
            it = taking_.erase(it);
        } else {
            ++it;
        }
    }
    // Another process stored or deleted a game.
    const auto t = fs::last_write_time(dir_, ec);
    const long long stamp = ec ? 0 : static_cast<long long>(t.time_since_epoch().count());
    if (dir_stamp_ != 0 && stamp != dir_stamp_) pending_.push_back({ui::StorageEvent::Kind::Changed, ""});
    dir_stamp_ = stamp;
}

bool FileStorage::events_waiting() {
    look();
    return !pending_.empty();
}

std::vector<ui::StorageEvent> FileStorage::take_events() {
    look();
    return std::exchange(pending_, {});
}

bool FileStorage::put_revision(const std::string& key, const std::string& text, int64_t base, bool* stale, std::string* error) {
    if (!ok_) return put(key, text, error);
    // Read, compare and replace under the folder's write lock, so two processes never interleave them.
    const int fd = lock_file(dir_ + "/.write.lock", true);
    const bool done = SaveStorage::put_revision(key, text, base, stale, error);
    unlock_file(fd);
    return done;
}

bool FileStorage::put(const std::string& key, const std::string& text, std::string* error) {
    if (!ok_) {
        // TRANSLATORS: %s is a folder's path.
        if (error) *error = i18n::fmt(_("the save folder %s cannot be used"), dir_);
        return false;
    }
    const std::string final_path = path(key), tmp = final_path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << text;
        out.flush();
        if (!out) {
            // TRANSLATORS: %s is a file's path.
            if (error) *error = i18n::fmt(_("could not write %s (disk full?)"), tmp);
            std::remove(tmp.c_str());
            return false;
        }
    }
    std::error_code ec;
    fs::rename(tmp, final_path, ec);  // atomic: the old save stays until the new one is complete
    if (ec) {
        // TRANSLATORS: %1$s is a file's path, %2$s the system's reason.
        if (error) *error = i18n::fmt(_("could not replace %1$s: %2$s"), final_path, ec.message());
        std::remove(tmp.c_str());
        return false;
    }
    return true;
}

std::optional<std::string> FileStorage::get(const std::string& key) const {
    std::ifstream in(path(key), std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::vector<std::string> FileStorage::keys() const {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir_, ec)) {
        const fs::path p = e.path();
        if (p.extension() == ".json") out.push_back(p.stem().string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool FileStorage::remove(const std::string& key, std::string* error) {
    std::error_code ec;
    release(key);
    fs::remove(dir_ + "/" + safe(key) + ".take", ec);
    // The game's lock file goes too, unless another process holds it.
    const std::string lock = dir_ + "/" + safe(key) + ".lock";
    if (fs::exists(lock, ec)) {
        const int fd = lock_file(lock, false);
        if (fd >= 0) {
            fs::remove(lock, ec);
            unlock_file(fd);
        }
    }
    if (!fs::remove(path(key), ec)) {
        if (error) *error = _("the save could not be deleted");
        return false;
    }
    return true;
}

}  // namespace carc::platform
