// FileStorage: saves as files, written atomically (temp file + rename).
#include "platform/native/file_storage.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

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

std::string FileStorage::path(const std::string& key) const {
    // Keys are ours (autosave, save-<time>); anything else is reduced to safe characters.
    std::string safe;
    for (char c : key) safe += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_') ? c : '_';
    return dir_ + "/" + safe + ".json";
}

bool FileStorage::put(const std::string& key, const std::string& text, std::string* error) {
    if (!ok_) {
        if (error) *error = "the save folder " + dir_ + " cannot be used";
        return false;
    }
    const std::string final_path = path(key), tmp = final_path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << text;
        out.flush();
        if (!out) {
            if (error) *error = "could not write " + tmp + " (disk full?)";
            std::remove(tmp.c_str());
            return false;
        }
    }
    std::error_code ec;
    fs::rename(tmp, final_path, ec);  // atomic: the old save stays until the new one is complete
    if (ec) {
        if (error) *error = "could not replace " + final_path + ": " + ec.message();
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
    if (!fs::remove(path(key), ec)) {
        if (error) *error = "the save could not be deleted";
        return false;
    }
    return true;
}

}  // namespace carc::platform
