import { ko } from '@seller/shared/messages/ko';
import { LegalDocument } from './LegalDocument';

export function PrivacyStatementPage() {
  return <LegalDocument title={ko.legal.privacyTitle} sections={ko.legal.privacy} idPrefix="privacy" />;
}

export default PrivacyStatementPage;
