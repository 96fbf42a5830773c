// OpenGL for the app's own textures and framebuffers: OpenGL ES 3 / WebGL 2 in the browser (CARC_GLES3), the
// system's libGL with the GL 3.0 entry points (mipmaps, framebuffer objects) on the desktop.
#pragma once

#if defined(CARC_GLES3)
#include <GLES3/gl3.h>
#else
#ifndef GL_GLEXT_PROTOTYPES
#define GL_GLEXT_PROTOTYPES 1
#endif
#include <SDL_opengl.h>
#endif
