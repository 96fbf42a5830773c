// The cryptography of games played by link: SHA-256, Ed25519 signatures (libsodium's reference code) and the
// device's random bytes.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace carc::link {

using Hash = std::array<uint8_t, 32>;
using PublicKey = std::array<uint8_t, 32>;
using Signature = std::array<uint8_t, 64>;
// A secret of 32 bytes: a hash chain's start, or the seed an Ed25519 key pair is made from.
using Secret = std::array<uint8_t, 32>;

Hash sha256(std::span<const uint8_t> bytes);
// SHA-256 applied n times (n = 0: the value itself).
Hash sha256_times(const Hash& value, int n);

PublicKey public_key(const Secret& signing_seed);
Signature sign(const Secret& signing_seed, std::span<const uint8_t> message);
bool verify(const PublicKey& key, std::span<const uint8_t> message, const Signature& signature);

// Unpredictable bytes from the system (the browser's crypto.getRandomValues in the web build).
Secret random_secret();

}  // namespace carc::link
