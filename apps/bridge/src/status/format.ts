import type { BridgeStatus } from '../bridge.js';

/** The status as plain text lines. */
export function formatStatus(answer: BridgeStatus): string[] {
  const lines = [
    `version ${answer.version}${answer.latest_version && answer.latest_version !== answer.version ? ` (newest: ${answer.latest_version})` : ''}`,
  ];
  lines.push(
    answer.paired
      ? `paired with shop ${answer.shop ? `"${answer.shop.name}" (${answer.shop.id})` : '(reading…)'}${answer.bridge_id ? ` as bridge ${answer.bridge_id}` : ''}, server ${answer.server}`
      : 'not paired',
  );
  for (const scale of answer.scales) {
    const state =
      scale.state === 'pushing' && scale.total
        ? `pushing ${scale.pushed ?? 0} of ${scale.total}`
        : scale.state === 'no_address'
          ? 'no address yet'
          : `${scale.state.replace('_', ' ')} since ${scale.since}`;
    lines.push(
      `scale ${scale.name}${scale.scale_id ? ` (#${scale.scale_id})` : ''} at ${scale.lan_host ? `${scale.lan_host}:${scale.lan_port}` : '-'}: ${state}` +
        `; last push ${scale.last_push ?? 'never'}; last sales ${scale.last_sales ?? 'never'}` +
        `; pending sales ${scale.pending_sales ?? '-'}` +
        (scale.error ? `; ${scale.error}` : ''),
    );
  }
  if (answer.scales.length === 0) lines.push('no scales');
  return lines;
}
