import { createTheme } from '@mui/material/styles';

// The product's breakpoint table has a sixth step between md and lg; MUI only knows it after this augmentation.
declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xmd: true;
  }
}

const focusRing = {
  outline: '3px solid #0659F9',
  outlineOffset: 2,
} as const;

export const theme = createTheme({
  breakpoints: {
    values: { xs: 0, sm: 600, md: 768, xmd: 1120, lg: 1320, xl: 1440 },
  },
  palette: {
    primary: { main: '#0659F9' },
    background: { default: '#F6F8FC' },
    // MUI's orange (#ed6c02) reads at only 3:1 as text on white or under white text; this amber
    // (the workflow statuses' own) reaches 4.5:1 on white and on the page's background.
    warning: { main: '#b45309' },
    // MUI's green (#2e7d32) is 5.1:1 on white but falls under 4.5:1 as the small text of an outlined
    // chip on a selected (tinted) row; this one keeps 4.5:1 on every tint the app puts behind it.
    success: { main: '#1b5e20' },
  },
  typography: {
    // HelveticaNowDisplay is the brand face but is licensed and not bundled; Inter ships with the app
    // (@fontsource) so the fallback never depends on the internet or the visitor's machine.
    fontFamily: '"HelveticaNowDisplay", "Inter", Helvetica, Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  // People who ask their system for less motion get none from MUI: its ripples, fades, slides and
  // collapses end at once, and its spinners and skeletons stand still (the text beside them still
  // says what is going on). MUI's default ignores the setting.
  motion: { reducedMotion: 'system' },
  components: {
    // Keyboard users must always see where they are; MUI's ripple alone is too faint on light surfaces.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiLink: {
      styleOverrides: { root: { '&:focus-visible': focusRing } },
    },
    // A table wider than a phone scrolls sideways in its container, and a scrolling region the
    // keyboard cannot reach is a serious accessibility failure when its cells hold no control
    // (members, scores): every table container takes the focus, so arrow keys scroll it.
    MuiTableContainer: {
      defaultProps: { tabIndex: 0 },
      styleOverrides: { root: { '&:focus-visible': focusRing } },
    },
    // MUI's tooltip is a see-through grey, so its white text's contrast depends on what it covers
    // (an "Out of date" mark, a chip): opaque, it reads at 10:1 over anything.
    MuiTooltip: {
      styleOverrides: { tooltip: { backgroundColor: '#3d3d3d' } },
    },
  },
});
