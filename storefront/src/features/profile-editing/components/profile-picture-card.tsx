import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/api-error';
import { profileQueryKey } from '../../../lib/session/profile';
import { useSession } from '../../../lib/session/use-session';
import { removeProfilePicture, setProfilePicture } from '../api/profile-editing-api';
import { ImageField } from './image-field';
import { TitledCard } from '../../../components/titled-card';

/** Every account's picture (SPEC section 3, profileImageUrl): uploaded, checked and re-encoded by the server, or removed. */
export function ProfilePictureCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { toast } = useToast();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (url: string | null) => (url ? setProfilePicture(url) : removeProfilePicture()),
    onSuccess: async (_answer, url) => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      toast({ title: t(url ? 'profileEditing.picture.saved' : 'profileEditing.picture.removed'), variant: 'success' });
    },
    onError: (error) =>
      toast({ title: errorMessage(error, language, t('profileEditing.picture.failed')), variant: 'destructive' }),
  });
  return (
    <TitledCard testId="profile-picture-card" title={t('profileEditing.picture.title')}>
      <ImageField
        id="profile-picture"
        label={t('profileEditing.picture.label')}
        value={user?.profileImageUrl ?? null}
        onChange={(url) => change.mutate(url)}
        round
      />
    </TitledCard>
  );
}
