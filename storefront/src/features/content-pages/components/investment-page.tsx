import { ContentPage } from './content-page';

export default function InvestmentPage() {
  return <ContentPage page="investment" />;
}
