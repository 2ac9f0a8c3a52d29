import { describe, expect, it } from '@jest/globals';
import { renderEmail } from './render-email.js';
import { welcomeTemplate } from './templates/welcome.template.js';

const context = { publicUrl: 'https://gulfart.example' };

describe('renderEmail', () => {
  it('puts English first for an English reader and includes the Arabic version', () => {
    const mail = renderEmail(welcomeTemplate, { firstName: 'Collector' }, 'en', context);
    expect(mail.subject).toBe('Welcome to Gulf Art Marketplace | مرحبًا بك في سوق الفن الخليجي');
    expect(mail.text.indexOf('Hello Collector,')).toBe(0);
    expect(mail.text).toContain('مرحبًا Collector،');
    expect(mail.text).toContain('Explore the marketplace: https://gulfart.example/');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(mail.html.indexOf('<div lang="en" dir="ltr"')).toBeLessThan(mail.html.indexOf('<div lang="ar" dir="rtl"'));
  });

  it('puts Arabic first, right to left, for an Arabic reader', () => {
    const mail = renderEmail(welcomeTemplate, { firstName: null }, 'ar', context);
    expect(mail.subject).toBe('مرحبًا بك في سوق الفن الخليجي | Welcome to Gulf Art Marketplace');
    expect(mail.text.startsWith('مرحبًا،')).toBe(true);
    expect(mail.text).toContain('Hello,');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html.indexOf('<div lang="ar" dir="rtl"')).toBeLessThan(mail.html.indexOf('<div lang="en" dir="ltr"'));
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).toContain('href="https://gulfart.example/"');
  });

  it('signs each block with the platform name it is given in that language, the shipped name without one', () => {
    const platformName = { en: 'Najd Art House', ar: 'دار نجد للفن' };
    const named = renderEmail(welcomeTemplate, { firstName: null }, 'ar', { ...context, platformName });
    expect(named.text).toContain('فريق دار نجد للفن');
    expect(named.text).toContain('The Najd Art House team');
    expect(named.html).toContain('<p>The Najd Art House team</p>');
    expect(named.text).not.toContain('The Gulf Art Marketplace team');
    const shipped = renderEmail(welcomeTemplate, { firstName: null }, 'en', context);
    expect(shipped.text).toContain('The Gulf Art Marketplace team');
    expect(shipped.text).toContain('فريق سوق الفن الخليجي');
  });

  it('escapes what people typed', () => {
    const mail = renderEmail(welcomeTemplate, { firstName: '<script>"x"</script>' }, 'en', context);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;&quot;x&quot;&lt;/script&gt;');
  });
});
