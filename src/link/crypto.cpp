#include "link/crypto.h"

#include <cstdlib>

#include <sys/random.h>

#include "sodium/crypto_hash_sha256.h"
#include "sodium/crypto_sign_ed25519.h"

// libsodium's core.c, which defines these two, also sets up every primitive this build leaves out; they are
// defined here instead. sodium_misuse: libsodium calls it on a misuse of its API, which must stop the program.
extern "C" void sodium_misuse(void) { std::abort(); }
// The random bytes libsodium asks for (its random key pair and guarded allocations, neither used here).
extern "C" void randombytes_buf(void* const buf, const size_t size) {
    auto* out = static_cast<unsigned char*>(buf);
    for (size_t done = 0; done < size;) {
        const size_t n = size - done < 256 ? size - done : 256;  // getentropy's limit per call
        if (getentropy(out + done, n) != 0) std::abort();
        done += n;
    }
}

namespace carc::link {

Hash sha256(std::span<const uint8_t> bytes) {
    Hash h;
    crypto_hash_sha256(h.data(), bytes.data(), bytes.size());
    return h;
}

Hash sha256_times(const Hash& value, int n) {
    Hash h = value;
    for (int i = 0; i < n; ++i) crypto_hash_sha256(h.data(), h.data(), h.size());
    return h;
}

namespace {
struct KeyPair {
    PublicKey pk;
    std::array<uint8_t, 64> sk;
};
KeyPair key_pair(const Secret& seed) {
    KeyPair k;
    crypto_sign_ed25519_seed_keypair(k.pk.data(), k.sk.data(), seed.data());
    return k;
}
}  // namespace

PublicKey public_key(const Secret& signing_seed) { return key_pair(signing_seed).pk; }

Signature sign(const Secret& signing_seed, std::span<const uint8_t> message) {
    const KeyPair k = key_pair(signing_seed);
    Signature s;
    crypto_sign_ed25519_detached(s.data(), nullptr, message.data(), message.size(), k.sk.data());
    return s;
}

bool verify(const PublicKey& key, std::span<const uint8_t> message, const Signature& signature) {
    return crypto_sign_ed25519_verify_detached(signature.data(), message.data(), message.size(), key.data()) == 0;
}

Secret random_secret() {
    Secret s;
    randombytes_buf(s.data(), s.size());
    return s;
}

}  // namespace carc::link
