internal import CPocketSphinx
internal import CEspeakNG
