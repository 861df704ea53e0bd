import { ConfigError } from './config.js';

/** What both gateways need: the account's key, the approved signature and the code's template. */
interface SmsGatewayConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The approved template of the verification code (its one variable is the code). */
  codeTemplate: string;
  /** SMS_ENDPOINT: an http(s) origin instead of the provider's public one (tests, private endpoints). */
  endpoint?: string;
}

/** The SMS gateway verification codes (and later readers' notices) go out through. */
export type SmsConfig =
  | { provider: 'log' }
  | (SmsGatewayConfig & { provider: 'aliyun' })
  /** Tencent's SMS application (SmsSdkAppId) and region (X-TC-Region). */
  | (SmsGatewayConfig & { provider: 'tencent'; sdkAppId: string; region: string });

const GATEWAY_SETTINGS = [
  'SMS_ACCESS_KEY_ID',
  'SMS_ACCESS_KEY_SECRET',
  'SMS_SIGN_NAME',
  'SMS_TEMPLATE_CODE',
  'SMS_SDK_APP_ID',
  'SMS_REGION',
  'SMS_ENDPOINT',
];

/**
 * SMS_PROVIDER (`aliyun`, `tencent`, `log`) and its companions. Unset: the log "gateway" in
 * development and test, none in production (phone codes are then refused with 短信服务未配置, while
 * card logins work). `log` writes codes to the log, so production refuses it.
 */
export function smsConfig(env: NodeJS.ProcessEnv, production: boolean): SmsConfig | undefined {
  const given = (name: string) => (env[name] ?? '').trim();
  const provider = given('SMS_PROVIDER').toLowerCase();
  if (provider === '' || provider === 'log') {
    const stray = GATEWAY_SETTINGS.filter((name) => given(name));
    if (stray.length) throw new ConfigError(`${stray.join(', ')} set without SMS_PROVIDER=aliyun or tencent`);
    if (provider === 'log' && production) throw new ConfigError('SMS_PROVIDER=log is refused when NODE_ENV=production (it writes codes to the log)');
    return production ? undefined : { provider: 'log' };
  }
  if (provider !== 'aliyun' && provider !== 'tencent') {
    throw new ConfigError(`SMS_PROVIDER must be "aliyun", "tencent" or "log", got "${env.SMS_PROVIDER}"`);
  }
  const required = [
    'SMS_ACCESS_KEY_ID',
    'SMS_ACCESS_KEY_SECRET',
    'SMS_SIGN_NAME',
    'SMS_TEMPLATE_CODE',
    ...(provider === 'tencent' ? ['SMS_SDK_APP_ID'] : []),
  ];
  const missing = required.filter((name) => !given(name));
  if (missing.length) throw new ConfigError(`SMS_PROVIDER=${provider} needs ${missing.join(', ')}`);
  if (provider === 'aliyun' && (given('SMS_SDK_APP_ID') || given('SMS_REGION'))) {
    throw new ConfigError('SMS_SDK_APP_ID and SMS_REGION are Tencent settings, not used with SMS_PROVIDER=aliyun');
  }
  const region = given('SMS_REGION') || 'ap-guangzhou';
  if (!/^[a-z]+(-[a-z0-9]+)+$/.test(region)) throw new ConfigError(`SMS_REGION must be a region name such as ap-guangzhou, got "${region}"`);
  const endpoint = given('SMS_ENDPOINT') || undefined;
  if (endpoint && !/^https?:\/\/[^\s/]+\/?$/.test(endpoint))
    throw new ConfigError(`SMS_ENDPOINT must be an http(s) URL without a path, got "${endpoint}"`);
  const gateway: SmsGatewayConfig = {
    accessKeyId: given('SMS_ACCESS_KEY_ID'),
    accessKeySecret: given('SMS_ACCESS_KEY_SECRET'),
    signName: given('SMS_SIGN_NAME'),
    codeTemplate: given('SMS_TEMPLATE_CODE'),
    ...(endpoint ? { endpoint: endpoint.replace(/\/$/, '') } : {}),
  };
  return provider === 'aliyun' ? { provider, ...gateway } : { provider, ...gateway, sdkAppId: given('SMS_SDK_APP_ID'), region };
}
