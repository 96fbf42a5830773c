// libFuzzer target: importing a save file into the saves library (validate, store, list with the file's own
// name and time, load). Whatever the file holds: refused with a reason, or listed and loaded; never a crash.
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/match.h"
#include "fuzz_check.h"
#include "ui/core/saves.h"
#include "ui/core/storage.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace carc;
    const std::string text(reinterpret_cast<const char*>(data), size);
    ui::MemoryStorage storage;
    ui::SaveLibrary lib(&storage);
    std::string error;
    const std::string key = lib.import_text(text, 1700000000000, &error);
    if (key.empty()) {
        fuzz::require(!error.empty(), "import refused without a reason");
        fuzz::require(storage.keys().empty(), "a refused import was stored");
        return 0;
    }
    const auto& list = lib.list();
    fuzz::require(list.size() == 1 && list[0].key == key, "the imported save is not listed");
    fuzz::require(list[0].error.empty(), "an accepted import is listed as damaged:", list[0].error);
    fuzz::require(printable_text(list[0].name, nullptr), "the listed name is not printable:", list[0].name);
    fuzz::require(list[0].saved_at >= 0, "negative save time");
    fuzz::require(lib.load(key, &error).has_value(), "an imported save does not load:", error);
    (void)ui::SaveLibrary::export_file_name(list[0]);
    return 0;
}
