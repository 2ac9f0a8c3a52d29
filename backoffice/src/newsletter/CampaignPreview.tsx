import { Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { postJson } from '../common/postJson';

/**
 * Both languages as the readers will see them: the server renders and sanitises the Markdown (the same code
 * that mails it), shown in sandboxed frames at desktop or mobile width.
 */
export const CampaignPreview = () => {
  const translate = useTranslate();
  const body = useWatch({ name: 'body' }) as string | undefined;
  const bodyAr = useWatch({ name: 'bodyAr' }) as string | undefined;
  const [html, setHtml] = useState<{ html: string; htmlAr: string } | null>(null);
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      postJson('/api/admin/newsletter/campaigns/preview', { body: body ?? '', bodyAr: bodyAr ?? '' }).then(
        ({ json }) => setHtml(json as { html: string; htmlAr: string }),
        () => setHtml(null),
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [body, bodyAr]);
  const frame = (lang: 'en' | 'ar', content: string) => (
    <Box sx={{ flex: 1 }}>
      <Typography variant="subtitle2">{translate(`resources.newsletter/campaigns.preview.${lang}`)}</Typography>
      <Box
        component="iframe"
        sandbox=""
        title={translate(`resources.newsletter/campaigns.preview.${lang}`)}
        srcDoc={`<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><body style="font-family:sans-serif">${content}</body></html>`}
        sx={{
          width: mobile ? 375 : '100%',
          minHeight: 280,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'common.white',
        }}
      />
    </Box>
  );
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={mobile} onChange={(e) => setMobile(e.target.checked)} />}
        label={translate('resources.newsletter/campaigns.preview.mobile')}
      />
      <Stack direction={{ xs: 'column', md: mobile ? 'row' : 'column' }} spacing={2}>
        {frame('en', html?.html ?? '')}
        {frame('ar', html?.htmlAr ?? '')}
      </Stack>
    </Box>
  );
};
