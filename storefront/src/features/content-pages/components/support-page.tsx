import { ContentPage } from './content-page';

export default function SupportPage() {
  return <ContentPage page="support" />;
}
