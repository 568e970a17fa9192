#include "CShims.h"
#include <alsa/asoundlib.h>
#include <stdatomic.h>

static atomic_long dropped = 0;

static void quiet_handler(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
    atomic_fetch_add(&dropped, 1);
}

void cshims_alsa_silence(void) { snd_lib_error_set_handler(quiet_handler); }

long cshims_alsa_dropped(void) { return atomic_load(&dropped); }
