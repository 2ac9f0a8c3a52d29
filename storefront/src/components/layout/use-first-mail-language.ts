import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../i18n/use-language';
import { recordMailLanguage } from '../../lib/session/mail-language';
import { useSession } from '../../lib/session/use-session';

/**
 * A signed-in person who never chose a language for their e-mails but uses the site in Arabic gets their e-mails
 * in Arabic: the interface language is recorded once (fire and forget; English is what applies anyway).
 */
export function useFirstMailLanguage(): void {
  const { user } = useSession();
  const language = useLanguage();
  const client = useQueryClient();
  const sent = useRef(false);
  const unchosen = user !== null && user.language == null;
  useEffect(() => {
    if (!unchosen || language !== 'ar' || sent.current) return;
    sent.current = true;
    recordMailLanguage(client, language);
  }, [unchosen, language, client]);
}
