import { describe, expect, it, vi } from 'vitest';
import type { Site } from '@sitenet/api-client';
import { findSelectedSite } from './selected-site';

const site = (id: number, domain: string): Site => ({
  id,
  name: `Site ${id}`,
  domain,
  description: null,
  active: true,
  maintenance_mode: false,
  posts_count: 3,
  launched_at: null,
});
const sites = [site(1, 'tips.example.com'), site(2, 'money.example.com')];

describe('findSelectedSite', () => {
  it('matches the route domain against the loaded sites', () => {
    expect(findSelectedSite('money.example.com', sites, vi.fn())?.id).toBe(2);
  });

  it('ignores letter case in the domain', () => {
    expect(findSelectedSite('Tips.Example.com', sites, vi.fn())?.id).toBe(1);
  });

  it('gives no site without a domain, without logging', () => {
    const log = vi.fn();
    expect(findSelectedSite(undefined, sites, log)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('gives no site while the list is not loaded', () => {
    expect(findSelectedSite('tips.example.com', undefined, vi.fn())).toBeNull();
  });

  it('logs a miss and gives no site', () => {
    const log = vi.fn();
    expect(findSelectedSite('unknown.example.com', sites, log)).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('unknown.example.com'));
  });
});
