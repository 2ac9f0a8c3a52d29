/** The data-export mail: in both languages, the recipient's first, with the expiry day and a link to the
 * preferences page (where the signed-in owner downloads), never a token or any of the person's data. */
import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../render-email.js';
import { dataExportReadyTemplate } from './data-export.template.js';

const context = { publicUrl: 'https://art.example.sa' };
const data = { exportId: '9f1c2d3e-0000-4000-8000-000000000001', expiresAt: '2026-03-08T09:00:00.000Z' };

describe('the data-export e-mail', () => {
  it('tells the person in their language first when the archive expires and where to download it', () => {
    const ar = renderEmail(dataExportReadyTemplate, data, 'ar', context);
    expect(ar.subject).toBe('بياناتك جاهزة للتنزيل | Your data is ready to download');
    expect(ar.text.indexOf('قبل 2026-03-08')).toBeGreaterThan(-1);
    expect(ar.text.indexOf('قبل 2026-03-08')).toBeLessThan(ar.text.indexOf('before 2026-03-08'));
    expect(ar.text).toContain(`https://art.example.sa/preferences?export=${data.exportId}`);
    const en = renderEmail(dataExportReadyTemplate, data, 'en', context);
    expect(en.subject.startsWith('Your data is ready to download')).toBe(true);
    expect(en.text).not.toContain('/download');
  });
});
