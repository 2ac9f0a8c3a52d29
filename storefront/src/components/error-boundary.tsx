import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from './page-section';

/** The render-crash screen of SPEC section 8. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageSection title={t('errorBoundary.title')} testId="error-fallback">
      <Typography sx={{ mb: 3 }}>{t('errorBoundary.body')}</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={onRetry}>
          {t('errorBoundary.tryAgain')}
        </Button>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {t('errorBoundary.refresh')}
        </Button>
      </Stack>
    </PageSection>
  );
}

interface Props {
  children: ReactNode;
  /** When this changes (a new route), a shown error is cleared. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Catches render crashes below it; "Try Again" renders the children afresh. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen crashed while rendering.', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) return <ErrorFallback onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
