import type { CreditPolicyInput } from '@backoffice/api-client';
import { creditPolicyInputSchema } from '@backoffice/domain/model';
import { Stack, Text, TextArea } from '@backoffice/ui';
import { useEffect, useState } from 'react';

type Stages = CreditPolicyInput['stages'];

/** Spec section 9: the JSON validity check runs one second after typing stops. */
export const JSON_CHECK_DELAY_MS = 1000;

const pretty = (stages: Stages) => JSON.stringify(stages, null, 2);

type Check = { valid: true; stages: Stages } | { valid: false; message: string };

/** The text as stages, checked as a save would check them. */
function checkStages(text: string, draft: CreditPolicyInput): Check {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { valid: false, message: `Not valid JSON: ${(error as Error).message}` };
  }
  if (!Array.isArray(value)) {
    return { valid: false, message: 'Not valid stages. The stages must be a JSON array.' };
  }
  // The draft's own name may be mid-edit; only the stages are judged here.
  const parsed = creditPolicyInputSchema.safeParse({
    ...draft,
    name: 'Stages check',
    stages: value,
  });
  if (parsed.success) return { valid: true, stages: parsed.data.stages };
  const issue = parsed.error.issues[0];
  if (!issue) return { valid: false, message: 'Not valid stages.' };
  const where = issue.path.length > 1 ? `${issue.path.slice(1).join('.')}: ` : '';
  return { valid: false, message: `Not valid stages. ${where}${issue.message}` };
}

interface PolicyStagesJsonProps {
  draft: CreditPolicyInput;
  /** Called with the stages once the text is valid (a second after typing stops). */
  onChange: (stages: Stages) => void;
}

/** The policy's stages edited as JSON; the stage builder and this view edit the same draft. */
export function PolicyStagesJson({ draft, onChange }: PolicyStagesJsonProps) {
  const { stages } = draft;
  const [text, setText] = useState(() => pretty(stages));
  // The stages the text stands for; stages changed elsewhere (the builder) rewrite the text.
  const [source, setSource] = useState(stages);
  const [isTyping, setTyping] = useState(false);
  const [status, setStatus] = useState<Check>({ valid: true, stages });
  if (stages !== source) {
    setSource(stages);
    setText(pretty(stages));
    setTyping(false);
    setStatus({ valid: true, stages });
  }

  useEffect(() => {
    if (!isTyping) return;
    const timer = setTimeout(() => {
      const check = checkStages(text, draft);
      setTyping(false);
      setStatus(check);
      if (check.valid) {
        setSource(check.stages);
        onChange(check.stages);
      }
    }, JSON_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isTyping, text, draft, onChange]);

  return (
    <Stack gap="150">
      <TextArea
        label="Stages (JSON)"
        value={text}
        rows={16}
        font="mono"
        onChange={(next) => {
          setText(next);
          setTyping(true);
        }}
        isInvalid={!isTyping && !status.valid}
        errorMessage={!status.valid ? status.message : undefined}
        spellCheck="false"
      />
      <Text as="p" size="sm" tone="muted" role="status">
        {isTyping ? 'Checking…' : status.valid ? 'The stages are valid JSON.' : null}
      </Text>
    </Stack>
  );
}
