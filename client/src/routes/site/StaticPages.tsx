import { StaticArticle } from '../../features/site/StaticArticle';
import { INTEGRITY } from '../../features/site/static/integrity';
import { PRIVACY_POLICY } from '../../features/site/static/privacyPolicy';
import { USER_PROTOCOL } from '../../features/site/static/userProtocol';
import { WUDADAO } from '../../features/site/static/wudadao';

/** /userProtocol: 用户服务协议. */
export function UserProtocolPage() {
  return <StaticArticle doc={USER_PROTOCOL} />;
}

/** /privacyPolicy: 隐私政策. */
export function PrivacyPolicyPage() {
  return <StaticArticle doc={PRIVACY_POLICY} />;
}

/** /integrity: 诚信建设 (the library's commitments and the reader's pledge). */
export function IntegrityPage() {
  return <StaticArticle doc={INTEGRITY} />;
}

/** /wudadao: the local-history feature on the 五大道 historic district. */
export function WudadaoPage() {
  return <StaticArticle doc={WUDADAO} />;
}
