/*
 * Adds words to a pocketsphinx language model: reads the model at argv[1], adds each word read
 * from standard input that the model does not know as a unigram of weight argv[3] (relative to
 * the uniform distribution), and writes the model in binary form to argv[2]. Prints the words it
 * added, one a line. sphinx_lm_convert cannot do this: it fails to convert Debian's en-us.lm.bin
 * to ARPA text, the form that would otherwise be edited.
 *
 * An input line is a word, or a word, a tab and its twin ("maya\tMaya"). A word the model already
 * knows cannot be given more weight in place, so when its own unigram is less likely than the
 * weight asks for, its twin (a spelling the model lacks, which the dictionary pronounces the same)
 * is added with that weight instead: the decoder then hears the name at the higher of the two.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ngram_model.h>
#include <logmath.h>
#include <err.h>

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: %s IN.lm.bin OUT.lm.bin WEIGHT < words\n", argv[0]);
        return 2;
    }
    float weight = (float)atof(argv[3]);
    if (!(weight > 0)) {
        fprintf(stderr, "weight must be a positive number\n");
        return 2;
    }
    err_set_logfp(NULL); /* the library's progress lines would bury our output */
    logmath_t *lmath = logmath_init(1.0001, 0, 0);
    ngram_model_t *lm = ngram_model_read(NULL, argv[1], NGRAM_BIN, lmath);
    if (lm == NULL) {
        fprintf(stderr, "cannot read the language model %s\n", argv[1]);
        return 1;
    }
    /* The log probability an added word gets: weight times the uniform distribution. */
    int32 added_prob = logmath_log(lmath, weight / (float64)ngram_model_get_counts(lm)[0]);
    char line[256];
    while (fgets(line, sizeof line, stdin) != NULL) {
        line[strcspn(line, "\r\n")] = '\0';
        char *twin = strchr(line, '\t');
        if (twin != NULL)
            *twin++ = '\0';
        if (line[0] == '\0')
            continue;
        if (ngram_wid(lm, line) == ngram_unknown_wid(lm)) {
            ngram_model_add_word(lm, line, weight);
            printf("%s\n", line);
            continue;
        }
        const char *words[1] = { line };
        if (twin == NULL || twin[0] == '\0' || ngram_wid(lm, twin) != ngram_unknown_wid(lm)
            || ngram_prob(lm, words, 1) >= added_prob)
            continue;
        ngram_model_add_word(lm, twin, weight);
        printf("%s\n", twin);
    }
    if (ngram_model_write(lm, argv[2], NGRAM_BIN) < 0) {
        fprintf(stderr, "cannot write the language model %s\n", argv[2]);
        return 1;
    }
    ngram_model_free(lm); /* frees lmath too: the model took it over */
    return 0;
}
