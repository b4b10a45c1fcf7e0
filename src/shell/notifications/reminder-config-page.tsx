import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REMINDER_GROUPS, REMINDER_PATH, REMINDER_TABS } from './notice-route.utils';
import { useReminderConfig } from './use-reminder-config';
import { LocaleLink } from '../ui/locale-link';

/** The reminder settings page ({prefix}/reminder/config): one switch per message group. */
export function ReminderConfigPage() {
  const { t } = useTranslation(['translation', 'notifications']);
  const [config, setGroup] = useReminderConfig();
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 3, py: 5 }}>
      <Link component={LocaleLink} to={REMINDER_PATH} underline="hover" sx={{ fontSize: 14 }} data-testid="reminder-back">
        ← {t('notifications:config.back')}
      </Link>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mt: 1 }}>
        {t('notifications:config.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{t('notifications:config.intro')}</Typography>
      <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
        <FormGroup>
          {REMINDER_GROUPS.map((group) => (
            <FormControlLabel
              key={group}
              sx={{ justifyContent: 'space-between', ml: 0, py: 1 }}
              labelPlacement="start"
              control={<Switch checked={config[group]} onChange={(_, on) => setGroup(group, on)} data-group={group} />}
              label={
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{t(`notifications:groups.${group}`)}</Typography>
                  <Typography sx={{ color: 'text.secondary', fontSize: 13 }}>
                    {t('notifications:config.group_hint', {
                      types: REMINDER_TABS[group].map((type) => t(`notifications:types.${type}`)).join(', '),
                    })}
                  </Typography>
                </Box>
              }
            />
          ))}
        </FormGroup>
      </Paper>
      <Typography sx={{ color: 'text.secondary', fontSize: 13, mt: 2 }}>{t('notifications:config.saved_locally')}</Typography>
    </Box>
  );
}
