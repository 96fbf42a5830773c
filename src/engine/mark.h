// Marks an English text for the translators' catalogue (xgettext's keyword N_) without translating it: the
// engine names things in English; the interface translates them where it shows them (i18n::tr).
#pragma once

#ifndef N_
#define N_(s) s
#endif
