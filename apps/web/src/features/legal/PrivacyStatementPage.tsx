import * as ko from '@seller/shared/messages/sections';
import { LegalDocument } from './LegalDocument';

export function PrivacyStatementPage() {
  return <LegalDocument title={ko.legal.privacyTitle} sections={ko.legal.privacy} idPrefix="privacy" />;
}

export default PrivacyStatementPage;
