import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { defaultRise, RISE_COLORS, type RiseColor } from '../../lib/display-cookies';
import { THEME_DARK, THEME_LIGHT, TIME_BASES } from './prefs-cookies';
import { usePrefs } from './prefs-store';

const legend = { fontSize: 12, fontWeight: 700, color: 'text.secondary', mb: 0.5, '&.Mui-focused': { color: 'text.secondary' } };
// `legend={false}` when a disclosure button already shows the title: the group keeps its name.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
const option = { mx: 0, minHeight: 36, '& .MuiFormControlLabel-label': { fontSize: 14 } };

/** Time base of the change figure (shell §3): last 24 hours, or since 00:00 UTC+0 or UTC+8. */
export function TimeBaseChoice({ legend: showLegend = true }: { legend?: boolean }) {
  const { t } = useTranslation(['translation', 'prefs']);
  const id = useId();
  const value = usePrefs((s) => s.timeBase);
  const setTimeBase = usePrefs((s) => s.setTimeBase);
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={id} sx={showLegend ? legend : visuallyHidden}>
        {t('prefs:settings.timeBase.title')}
      </FormLabel>
      <RadioGroup aria-labelledby={id} value={value} onChange={(e) => setTimeBase(TIME_BASES.find((b) => b === e.target.value) ?? '24h')}>
        {TIME_BASES.map((b) => (
          <FormControlLabel key={b} value={b} control={<Radio size="small" />} label={t(`prefs:settings.timeBase.${b}`)} sx={option} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Up and down arrows in the colours `rise` would give, taken from the theme's rise/fall. */
function RisePreview({ rise, current }: { rise: RiseColor; current: RiseColor }) {
  const { palette } = useTheme();
  const same = rise === current;
  const up = same ? palette.rise : palette.fall;
  const down = same ? palette.fall : palette.rise;
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{ display: 'inline-flex', gap: 0.25, marginInlineStart: 1, fontSize: 12 }}
      data-testid={`rise-preview-${rise}`}
    >
      <Box component="span" sx={{ color: up }}>
        ▲
      </Box>
      <Box component="span" sx={{ color: down }}>
        ▼
      </Box>
    </Box>
  );
}

/** Rise colour (shell §3, §4; compliance §4.8): green-up or red-up; with no choice yet, the language's default. */
export function RiseColorChoice({ legend: showLegend = true }: { legend?: boolean }) {
  const { t } = useTranslation(['translation', 'prefs']);
  const id = useId();
  const lang = useDecision((d) => d.locale.lang);
  const stored = usePrefs((s) => s.rise);
  const setRise = usePrefs((s) => s.setRise);
  const current = stored ?? defaultRise(lang);
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={id} sx={showLegend ? legend : visuallyHidden}>
        {t('prefs:settings.rise.title')}
      </FormLabel>
      <RadioGroup aria-labelledby={id} value={current} onChange={(e) => setRise(RISE_COLORS.find((r) => r === e.target.value) ?? current)}>
        {RISE_COLORS.map((r) => (
          <FormControlLabel
            key={r}
            value={r}
            control={<Radio size="small" />}
            label={
              <>
                {t(`prefs:settings.rise.${r}`)}
                <RisePreview rise={r} current={current} />
              </>
            }
            sx={option}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Dark/light theme switch (shell §4): writes the dark and change-skin cookies. The caller hides it per the Decision. */
export function ThemeSwitch() {
  const { t } = useTranslation(['translation', 'prefs']);
  const dark = usePrefs((s) => s.theme) === THEME_DARK;
  const setTheme = usePrefs((s) => s.setTheme);
  return (
    <FormControlLabel
      labelPlacement="start"
      label={t('prefs:settings.theme.dark')}
      control={<Switch checked={dark} onChange={(e) => setTheme(e.target.checked ? THEME_DARK : THEME_LIGHT)} />}
      sx={{ ...option, justifyContent: 'space-between', minHeight: 40 }}
      data-testid="prefs-theme-switch"
    />
  );
}
