import { alpha, type Theme } from '@mui/material/styles';

/**
 * How the differences look, shared by the text and its legend. Colour is never the only cue: the
 * reviewer's words are struck through, QA's have a plain underline, and words on the wrong speaker
 * a wavy one. The dark shades keep small text readable on the tinted backgrounds.
 */
export const diffStyles = {
  reviewed: {
    color: 'error.dark',
    bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.08),
    textDecoration: 'line-through',
    borderRadius: 0.5,
    px: 0.25,
  },
  final: {
    color: 'success.dark',
    bgcolor: (theme: Theme) => alpha(theme.palette.success.main, 0.12),
    textDecoration: 'underline',
    borderRadius: 0.5,
    px: 0.25,
  },
  speaker: {
    textDecorationLine: 'underline',
    textDecorationStyle: 'wavy',
    textDecorationColor: (theme: Theme) => theme.palette.warning.main,
    textUnderlineOffset: '3px',
  },
} as const;
