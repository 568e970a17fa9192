#pragma once
/// Installs an ALSA error handler that drops ALSA's library chatter (e.g. "Unknown PCM cards.pcm.rear")
/// that PortAudio triggers while probing devices. Exists because snd_lib_error_set_handler takes a
/// variadic callback, which Swift cannot define. Real failures still reach us through PortAudio's
/// return codes. Counts dropped messages so diagnostics can say how many were suppressed.
void cshims_alsa_silence(void);
/// Number of ALSA messages dropped since cshims_alsa_silence().
long cshims_alsa_dropped(void);
