import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { AliyunSmsProvider } from './sms-aliyun.js';
import { LogSmsProvider, type SmsProvider } from './sms.provider.js';
import { TencentSmsProvider } from './sms-tencent.js';

/** The gateway of the configuration; undefined when there is none (production without SMS_PROVIDER). */
export function createSmsProvider(config: Config['sms'], log: Logger): SmsProvider | undefined {
  switch (config?.provider) {
    case undefined:
      return undefined;
    case 'log':
      return new LogSmsProvider(log);
    case 'aliyun':
      return new AliyunSmsProvider(config, log);
    case 'tencent':
      return new TencentSmsProvider({ ...config, secretId: config.accessKeyId, secretKey: config.accessKeySecret }, log);
  }
}
