import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme, with a darker primary so white text on it reads at 4.5:1 or more. */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#14507d' }, secondary: { main: '#14507d' } },
};
