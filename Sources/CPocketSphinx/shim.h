#pragma once
#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/jsgf.h>
#include <sphinxbase/fsg_model.h>
#include <sphinxbase/cmd_ln.h>
