#pragma once
#include <portaudio.h>
