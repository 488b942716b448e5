import { describe, expect, it } from 'vitest';
import { FeedFormatError, parseDuration, parseFeed } from '../../src/services/feeds/parse-feed.js';

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Garden &amp; Kitchen</title>
    <itunes:author>Ada</itunes:author>
    <image><title>not the channel title</title></image>
    <item>
      <title><![CDATA[Episode 2: <Tomatoes> & beans]]></title>
      <guid isPermaLink="false">ep-2</guid>
      <pubDate>Tue, 03 Mar 2026 08:00:00 +0100</pubDate>
      <itunes:duration>01:02:03</itunes:duration>
      <enclosure url="https://cdn.example/ep2.mp3" type="audio/mpeg" length="123456"/>
      <description>It&#8217;s spring&hellip;</description>
    </item>
    <item>
      <title>Episode 1 &#8211; Soil</title>
      <pubDate>not a date</pubDate>
      <itunes:duration>754</itunes:duration>
      <enclosure url="https://cdn.example/ep1.m4a" type="audio/x-m4a"/>
    </item>
    <item>
      <title>A text post, no media</title>
      <guid>post-1</guid>
    </item>
    <item>
      <title>The same guid again</title>
      <guid>ep-2</guid>
      <enclosure url="https://cdn.example/other.mp3"/>
    </item>
  </channel>
</rss>`;

describe('parseFeed', () => {
  it('reads the channel title and each item with media: guid, title, date, duration, enclosure', () => {
    const feed = parseFeed(FEED);
    expect(feed.title).toBe('Garden & Kitchen');
    expect(feed.episodes).toEqual([
      {
        guid: 'ep-2',
        title: 'Episode 2: <Tomatoes> & beans',
        published_at: '2026-03-03T07:00:00.000Z',
        duration_sec: 3723,
        enclosure: { url: 'https://cdn.example/ep2.mp3', type: 'audio/mpeg', bytes: 123456 },
      },
      {
        // No guid: the enclosure's address stands for it.
        guid: 'https://cdn.example/ep1.m4a',
        title: 'Episode 1 \u2013 Soil',
        published_at: null,
        duration_sec: 754,
        enclosure: { url: 'https://cdn.example/ep1.m4a', type: 'audio/x-m4a', bytes: null },
      },
    ]);
  });

  it('refuses what is not RSS, saying what it is', () => {
    expect(() => parseFeed('<!DOCTYPE html>\n<html><body>Hello<br></body></html>')).toThrow(
      new FeedFormatError('This is a web page (HTML), not an RSS feed: look for the address of the feed itself.'),
    );
    expect(() => parseFeed('<opml version="2.0"><body/></opml>')).toThrow(
      new FeedFormatError('This is a document whose root is <opml>, not an RSS feed.'),
    );
    expect(() => parseFeed('<feed xmlns="http://www.w3.org/2005/Atom"></feed>')).toThrow(
      'an Atom feed, not an RSS feed',
    );
    expect(() => parseFeed('')).toThrow(FeedFormatError);
    expect(() => parseFeed('{"episodes": []}')).toThrow(/not well-formed XML/);
    expect(() => parseFeed('<rss><channel><title>x</title><item></channel></rss>')).toThrow(/not well-formed XML/);
  });

  it('never expands entities a feed declares itself (billion laughs)', () => {
    const lol = `<?xml version="1.0"?>
<!DOCTYPE rss [
  <!ENTITY a "aaaaaaaaaa">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
  <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
]>
<rss><channel><title>&d;&d;&d;&d;&d;&d;&d;&d;</title></channel></rss>`;
    const started = Date.now();
    expect(() => parseFeed(lol)).toThrow(FeedFormatError);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('parseDuration', () => {
  it('reads seconds, mm:ss and hh:mm:ss', () => {
    expect(parseDuration('3605')).toBe(3605);
    expect(parseDuration('90.6')).toBe(91);
    expect(parseDuration('12:05')).toBe(725);
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(parseDuration('100:00:00')).toBe(360000);
  });
  it('gives null for anything else', () => {
    for (const bad of [undefined, '', 'an hour', '1:2:3:4', '12:75', '1:60:00', '-5'])
      expect(parseDuration(bad), bad).toBeNull();
  });
});
