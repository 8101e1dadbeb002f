import { useEffect, useState } from 'react';
import { Button, Group, Input, PinInput, Stack, Text, TextInput, CopyButton, Code } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@exam/sdk';
import { BlockingModal } from '../../components/BlockingModal';
import { api } from '../../lib/api';
import { showError, showSuccess } from '../../lib/feedback';
import { serverText } from '../../lib/errors';
import { RESEND_SECONDS, SMS_CODE_LENGTH, normalizeSmsCode, phoneLoginSchema, phoneProblem, type PhoneLogin } from './validation';
import { useCompleteLogin } from './useCompleteLogin';

/** Seconds left before a new code may be sent; counts down to 0 once started. */
function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return [left, () => setLeft(RESEND_SECONDS)] as const;
}

export function PhoneLoginForm() {
  const completeLogin = useCompleteLogin();
  const [codeSent, setCodeSent] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const form = useForm({
    initialValues: { phone: '', sms_code: '' },
    validate: schemaResolver(phoneLoginSchema, { sync: true }),
  });

  const sendCode = useMutation({
    meta: { localErrors: true },
    mutationFn: (phone: string) => unwrap(api.POST('/api/login/sendPhoneCode', { body: { phone } })),
    onSuccess: () => {
      setCodeSent(true);
      startCountdown();
      showSuccess('验证码发送成功');
    },
    onError: (error) => showError(serverText(error) ?? '验证码发送失败'),
  });

  const verify = useMutation({
    meta: { localErrors: true },
    mutationFn: (values: PhoneLogin) =>
      unwrap(api.POST('/api/login/verifyPhoneCode', { body: values })),
    onSuccess: async (result) => {
      if (result.password) setNewPassword(result.password);
      else await completeLogin();
    },
    onError: () => showError('验证码验证失败'),
  });

  const requestCode = () => {
    const problem = phoneProblem(form.values.phone);
    if (problem) {
      form.setFieldError('phone', problem);
      showError(problem);
      return;
    }
    sendCode.mutate(form.values.phone.trim());
  };

  return (
    <>
      <form onSubmit={form.onSubmit((values) => verify.mutate(phoneLoginSchema.parse(values)))} noValidate>
        <Stack gap="md">
          <TextInput
            label="手机号"
            placeholder="请输入手机号"
            inputMode="numeric"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <Group justify="flex-end">
            <Button variant="light" onClick={requestCode} loading={sendCode.isPending} disabled={secondsLeft > 0}>
              {secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : codeSent ? '重新获取验证码' : '获取验证码'}
            </Button>
          </Group>
          {codeSent && (
            <Input.Wrapper label="验证码" error={form.errors.sms_code}>
              <PinInput
                length={SMS_CODE_LENGTH}
                type="number"
                inputMode="numeric"
                oneTimeCode
                ariaLabel="验证码"
                value={form.values.sms_code}
                onChange={(value) => form.setFieldValue('sms_code', normalizeSmsCode(value))}
                error={Boolean(form.errors.sms_code)}
                mt={4}
              />
            </Input.Wrapper>
          )}
          <Button type="submit" fullWidth loading={verify.isPending} disabled={!codeSent}>
            登录
          </Button>
        </Stack>
      </form>
      <BlockingModal opened={newPassword !== null} title="欢迎使用">
        <Stack>
          <Text>已为您的手机号创建账号，初始密码如下（仅显示这一次，请妥善保存）：</Text>
          <Group>
            <Code fz="lg" data-testid="new-password">
              {newPassword}
            </Code>
            <CopyButton value={newPassword ?? ''}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? '已复制' : '复制'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Button
            onClick={async () => {
              setNewPassword(null);
              await completeLogin();
            }}
          >
            我已记住，进入系统
          </Button>
        </Stack>
      </BlockingModal>
    </>
  );
}
