import { StaticArticle } from '../../features/site/StaticArticle';
import { integrity } from '../../features/site/static/integrity';
import { privacyPolicy } from '../../features/site/static/privacyPolicy';
import { userProtocol } from '../../features/site/static/userProtocol';
import { wudadao } from '../../features/site/static/wudadao';

/** /userProtocol: 用户服务协议. */
export function UserProtocolPage() {
  return <StaticArticle doc={userProtocol()} />;
}

/** /privacyPolicy: 隐私政策. */
export function PrivacyPolicyPage() {
  return <StaticArticle doc={privacyPolicy()} />;
}

/** /integrity: 诚信建设 (the library's commitments and the reader's pledge). */
export function IntegrityPage() {
  return <StaticArticle doc={integrity()} />;
}

/** /wudadao: the local-history feature on the 五大道 historic district. */
export function WudadaoPage() {
  return <StaticArticle doc={wudadao()} />;
}
