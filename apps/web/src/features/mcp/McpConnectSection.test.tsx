// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as ko from '@seller/shared/messages/sections';
import { renderScreen } from '../../test/render';
import { McpConnectSection, stdioConfig } from './McpConnectSection';

const t = ko.mcp.connect;

describe('connecting an AI assistant (issue 44)', () => {
  it('gives the /mcp address of this site and a desktop config that starts the stdio relay', () => {
    const config = JSON.parse(stdioConfig('https://seller.example')) as {
      mcpServers: Record<string, { command: string; args: string[]; env: Record<string, string> }>;
    };
    const relay = config.mcpServers['seller-toolkit']!;
    // `npm run -s`: npm's own banner would corrupt the stdio protocol.
    expect([relay.command, ...relay.args]).toEqual([
      'npm',
      'run',
      '-s',
      'mcp',
      '--',
      '--url',
      'https://seller.example/mcp',
    ]);
    // The token goes in the environment, never in the arguments a process list shows.
    expect(relay.env).toEqual({ SELLER_TOOLKIT_TOKEN: t.tokenPlaceholder });
  });

  it('shows both ways with their copy buttons, and copies the address', async () => {
    const view = renderScreen(<McpConnectSection origin="https://seller.example" />);
    expect(screen.getByRole('heading', { name: t.title })).toBeInTheDocument();
    expect(screen.getByTestId('mcp-connect-http')).toHaveTextContent('https://seller.example/mcp');
    expect(screen.getByTestId('mcp-connect-stdio')).toHaveTextContent('"SELLER_TOOLKIT_TOKEN"');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await view.user.click(screen.getByTestId('mcp-connect-http-copy'));
    expect(writeText).toHaveBeenCalledWith(
      `https://seller.example/mcp\nAuthorization: Bearer ${t.tokenPlaceholder}`,
    );
  });
});
