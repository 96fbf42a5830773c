// The desktop's save folder shared by two processes (the second one forked): one process holds a game at a
// time and hands it over when asked; a game entry's compare and set holds across processes, so no write based
// on an older revision replaces a newer one.
#include "platform/native/file_storage.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>

namespace carc::platform {
namespace {

namespace fs = std::filesystem;

std::string fresh_dir(const char* name) {
    const fs::path dir = fs::temp_directory_path() / (std::string("carc-") + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir.string();
}

// A record as the storage sees it: only its revision matters here.
std::string record(int64_t rev, const std::string& who) {
    return R"({"app": {"rev": )" + std::to_string(rev) + R"(, "by": ")" + who + R"("}})";
}

// Waits (up to 10 s) for an event of `kind` about `key`.
bool wait_for(FileStorage& s, ui::StorageEvent::Kind kind, const std::string& key) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < until) {
        for (const ui::StorageEvent& e : s.take_events())
            if (e.kind == kind && e.key == key) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return false;
}

int child_status(pid_t pid) {
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 100;
}

TEST(FileStorage, AGameIsHeldByOneProcessAtATimeAndHandedOverWhenAsked) {
    const std::string dir = fresh_dir("hold");
    FileStorage here(dir);
    ASSERT_TRUE(here.available());
    ASSERT_TRUE(here.claim("game-1"));
    std::string err;
    ASSERT_TRUE(here.put("game-1", record(1, "first"), &err)) << err;
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
        // The second process: sees the game held, asks for it, gets it, and plays on from the newest record.
        FileStorage there(dir);
        if (!there.held_elsewhere("game-1")) std::_Exit(1);
        if (there.claim("game-1")) std::_Exit(2);
        if (there.held_elsewhere("game-2")) std::_Exit(3);  // another game is free
        there.take_over("game-1");
        if (!wait_for(there, ui::StorageEvent::Kind::Taken, "game-1")) std::_Exit(4);
        const auto text = there.get("game-1");
        if (!text || ui::record_revision(*text) != 1) std::_Exit(5);
        bool stale = false;
        if (!there.put_revision("game-1", record(2, "second"), 1, &stale, nullptr)) std::_Exit(6);
        std::_Exit(0);
    }
    // This process lets the game go when asked, and is told so.
    EXPECT_TRUE(wait_for(here, ui::StorageEvent::Kind::Lost, "game-1"));
    EXPECT_EQ(child_status(pid), 0);
    // Its own next write, based on revision 1, is refused: the other process stored revision 2.
    bool stale = false;
    EXPECT_FALSE(here.put_revision("game-1", record(2, "first"), 1, &stale, &err));
    EXPECT_TRUE(stale);
    EXPECT_EQ(*here.get("game-1"), record(2, "second"));
    // The other process has ended: the game is free again.
    EXPECT_FALSE(here.held_elsewhere("game-1"));
    EXPECT_TRUE(here.claim("game-1"));
    fs::remove_all(dir);
}

TEST(FileStorage, CompareAndSetHoldsAcrossProcesses) {
    const std::string dir = fresh_dir("cas");
    constexpr int kTries = 150;
    // Both processes write the same entry as fast as they can, each write based on the revision it just read;
    // every write that went through must have raised the stored revision by one (no lost update).
    auto hammer = [&](const char* who) {
        FileStorage s(dir);
        int stored = 0;
        for (int i = 0; i < kTries; ++i) {
            const auto text = s.get("game-1");
            const int64_t rev = text ? ui::record_revision(*text) : 0;
            bool stale = false;
            if (s.put_revision("game-1", record(rev + 1, who), rev, &stale, nullptr)) ++stored;
        }
        return stored;
    };
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
        ::close(fds[0]);
        const int n = hammer("child");
        const bool ok = ::write(fds[1], &n, sizeof n) == static_cast<ssize_t>(sizeof n);
        std::_Exit(ok ? 0 : 1);
    }
    ::close(fds[1]);
    const int mine = hammer("parent");
    int theirs = -1;
    ASSERT_EQ(::read(fds[0], &theirs, sizeof theirs), static_cast<ssize_t>(sizeof theirs));
    ::close(fds[0]);
    EXPECT_EQ(child_status(pid), 0);
    FileStorage s(dir);
    const auto text = s.get("game-1");
    ASSERT_TRUE(text);
    EXPECT_EQ(ui::record_revision(*text), mine + theirs) << "parent " << mine << ", child " << theirs;
    EXPECT_GE(mine + theirs, kTries);  // the entry went up at least once per round
    fs::remove_all(dir);
}

}  // namespace
}  // namespace carc::platform
