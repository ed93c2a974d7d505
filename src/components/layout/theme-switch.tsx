import { useState } from 'react';
import { saveTheme, savedTheme, type ThemeChoice } from './theme.ts';

/** "Theme": follow the system, or always light, or always dark. */
export function ThemeSwitch() {
  const [choice, setChoice] = useState<ThemeChoice>(savedTheme);
  return (
    <label className="flex items-center gap-1 text-sm text-slate-600 print:hidden">
      Theme
      <select
        className="rounded-md border border-slate-300 bg-white px-1.5 py-1 text-sm text-slate-900"
        value={choice}
        onChange={(e) => {
          const next = e.target.value as ThemeChoice;
          setChoice(next);
          saveTheme(next);
        }}
      >
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}
