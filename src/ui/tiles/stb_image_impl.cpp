// The app's one implementation of stb_image (PNG only), used by tile_atlas.cpp for the art assets.
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_NO_STDIO_WARNINGS
#if __has_include(<stb/stb_image.h>)
#include <stb/stb_image.h>
#else
#include "stb_image.h"
#endif
