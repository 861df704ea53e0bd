import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

interface SmsCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Asks for a code; resolves to the seconds before another may be asked for (`resendAfter`), or undefined when it failed. */
  onSend(): Promise<number | undefined>;
}

/** 获取验证码, then a countdown "60秒后重新获取" (disabled) until the server allows another code. */
export function SmsCodeButton({ onSend, disabled, ...rest }: SmsCodeButtonProps) {
  const [until, setUntil] = useState(0);
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!until) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setUntil(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const send = async () => {
    setSending(true);
    try {
      const seconds = await onSend();
      if (seconds && seconds > 0) {
        setLeft(seconds);
        setUntil(Date.now() + seconds * 1000);
      }
    } finally {
      setSending(false);
    }
  };

  const counting = left > 0;
  return (
    <Button
      type="button"
      variant="outline"
      colorPalette="brand"
      flexShrink={0}
      minW="8.5em"
      {...rest}
      disabled={disabled || counting || sending}
      loading={sending}
      loadingText="发送中"
      onClick={send}
    >
      {counting ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
