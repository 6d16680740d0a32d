import * as ko from '@seller/shared/messages/sections';
import { LegalDocument } from './LegalDocument';

export function TermsOfUsePage() {
  return <LegalDocument title={ko.legal.termsTitle} sections={ko.legal.terms} idPrefix="terms" />;
}

export default TermsOfUsePage;
