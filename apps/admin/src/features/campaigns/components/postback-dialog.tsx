import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import type { Offer } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { apiBaseUrl } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { usePostbackSecret, useRotatePostbackSecret } from '../api/postback-secret';

/** The URL the partner calls, on the API's origin (the console's own when they are one). */
function postbackUrl(path: string): string {
  const origin = apiBaseUrl() || (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin}${path}`;
}

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" align="end" wrap="nowrap">
      <TextInput label={label} value={value} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * The offer's postback: the URL template to give the partner and the secret they sign with, to
 * copy, and "Regenerate" (after a confirmation: postbacks signed with the old one are refused).
 */
export function PostbackDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const secret = usePostbackSecret(offer.id);
  const rotate = useRotatePostbackSecret(offer.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal opened onClose={onClose} title={`Postback of “${offer.name}”`} size="min(640px, calc(100vw - 32px))">
      <QueryState what="Postback secret" isPending={secret.isPending} error={secret.error} data={secret.data} refetch={secret.refetch}>
        {(data) => (
          <Stack gap="md">
            <Text size="sm">
              Give the partner this URL: their system calls it for each sale with the click id it received in{' '}
              <Code>{'{click_id}'}</Code>, the amount and its currency (ISO 4217, like EUR), and <Code>sig</Code>: the hex
              HMAC-SHA256 of <Code>{data.signed_string}</Code> (the values as sent) with the secret below.
            </Text>
            <CopyField label="Postback URL" value={postbackUrl(data.postback_path)} />
            <CopyField label="Secret" value={data.secret} />
            <Text size="xs" c="dimmed">
              Keep the secret private: whoever has it can report sales for this offer. Unsigned, wrongly signed and repeated
              postbacks are refused.
            </Text>
            {confirming ? (
              <Alert color="orange" variant="light" title="Regenerate the secret?">
                <Text size="sm" mb="sm">
                  The partner’s postbacks are refused until they use the new secret.
                </Text>
                {rotate.error && (
                  <Text c="red" size="sm" role="alert" mb="sm">
                    {rotate.error.message}
                  </Text>
                )}
                <Group gap="xs">
                  <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
                    Cancel
                  </Button>
                  <Button
                    color="orange"
                    loading={rotate.isPending}
                    onClick={() =>
                      rotate.mutate(undefined, {
                        onSuccess: () => {
                          notifySuccess('New postback secret made');
                          setConfirming(false);
                        },
                      })
                    }
                  >
                    Regenerate secret
                  </Button>
                </Group>
              </Alert>
            ) : (
              <Group justify="flex-end">
                <Button variant="subtle" color="orange" onClick={() => setConfirming(true)}>
                  Regenerate…
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
