import { useEffect } from 'react';
import { useTheme } from '../../stores';

/** Puts the chosen theme on <html>, where the style sheet's colours hang from it. */
export function ThemeRoot() {
  const theme = useTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return null;
}
