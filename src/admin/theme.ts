import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The console's theme, its spinners named `loadingLabel`. The shop's purple. #AF57FF itself is too light for white text (3.7:1), so buttons and links use the
 * shop's darker steps of it (primary-700 on white, 5.9:1), and the light shade marks the app bar.
 */
export const consoleTheme = (loadingLabel: string): RaThemeOptions => ({
  ...defaultTheme,
  palette: {
    primary: { main: '#7f25cf', light: '#af57ff', dark: '#661da6', contrastText: '#ffffff' },
    secondary: { main: '#4f1880', contrastText: '#ffffff' },
    // MUI's red (#d32f2f) falls under 4.5:1 on the form toolbar's grey: delete buttons read too faint.
    error: { main: '#b3261e', contrastText: '#ffffff' },
    background: { default: '#faf5ff' },
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#661da6' } } },
    // react-admin's spinners (app bar, lists, saving) are progress bars without a name, which screen readers
    // announce as nothing; they are named in the language the console opened in.
    // Choices read as words in a sentence, not shouted (MUI sets toggle buttons in capitals).
    MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel } },
    // react-admin greys an empty list's message out to half opacity, below readable contrast.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: '#5b5b66' } } } },
    // Likewise its "Loading" words, set in the disabled grey, while a screen's code or record arrives.
    RaLoading: { styleOverrides: { root: { '& .RaLoading-message, & .RaLoading-message p': { color: '#5b5b66' } } } },
  },
});
