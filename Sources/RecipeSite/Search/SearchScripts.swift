/// The scripts of a ``SearchIndex`` under `assets/search/`. Each sets one member of
/// `window.RECIPEBOOK_SEARCH_PARTS`, named after its file; the page adds them as script
/// elements, so search works from `file://`, where pages may not fetch files.
enum SearchScripts {
    /// `assets/search/words.js`: `{"kinds": [tags, recipes, guide], "chunk": documents per
    /// docs-N.js, "shards": [the words of each shard, separated by spaces]}`.
    static func dictionary(_ index: SearchIndex) -> SiteFile {
        var json = JSONWriter(capacity: index.words.count * 10, escapesHTML: true, compact: true)
        json.object { json in
            json.key("kinds")
            json.array(index.kindCounts) { json, count in json.integer(count) }
            json.key("chunk"); json.integer(SearchIndex.docsPerChunk)
            json.key("shards")
            json.array(index.shards.indices) { json, shard in
                json.string(index.words(ofShard: shard).joined(separator: " "))
            }
        }
        return SiteFile(path: SitePath.searchWords, content: .text(script("words", json)))
    }

    /// `assets/search/postings-N.js`: the postings text (``SearchPostings/encode(_:)``) of each
    /// word of shard N, in the dictionary's order.
    static func shard(_ shard: Int, of index: SearchIndex) -> SiteFile {
        let words = index.words(ofShard: shard)
        var json = JSONWriter(capacity: 64 + words.reduce(0) { $0 + index.encodedPostings(of: $1).utf8.count + 3 }, escapesHTML: true, compact: true)
        json.array(words) { json, word in json.string(index.encodedPostings(of: word)) }
        return SiteFile(path: SitePath.searchPostings(shard), content: .text(script(SitePath.searchPart(postings: shard), json)))
    }

    /// `assets/search/docs-N.js`: the cards of documents N × chunk onwards, each
    /// `[title, url, context, photo]`, the empty ones at the end left out.
    static func chunk(_ chunk: Int, of index: SearchIndex) -> SiteFile {
        let start = chunk * SearchIndex.docsPerChunk
        let cards = index.cards[start..<min(index.cards.count, start + SearchIndex.docsPerChunk)]
        var json = JSONWriter(capacity: cards.count * 128, escapesHTML: true, compact: true)
        json.array(cards) { json, card in
            var fields = [card.title, card.url, card.context ?? "", card.image ?? ""]
            while fields.count > 2, fields.last == "" { fields.removeLast() }
            json.array(fields) { json, field in json.string(field) }
        }
        return SiteFile(path: SitePath.searchDocs(chunk), content: .text(script(SitePath.searchPart(docs: chunk), json)))
    }

    /// How many `docs-N.js` `index` has.
    static func chunkCount(_ index: SearchIndex) -> Int {
        (index.cards.count + SearchIndex.docsPerChunk - 1) / SearchIndex.docsPerChunk
    }

    /// Every script of `index`.
    static func all(_ index: SearchIndex) -> [SiteFile] {
        [dictionary(index)] + index.shards.indices.map { shard($0, of: index) } + (0..<chunkCount(index)).map { chunk($0, of: index) }
    }

    /// Every path of `index`'s scripts, which an edit may not change (an edit's build writes no
    /// file the last build did not make, and deletes none).
    static func paths(_ index: SearchIndex) -> [String] {
        [SitePath.searchWords] + index.shards.indices.map(SitePath.searchPostings) + (0..<chunkCount(index)).map(SitePath.searchDocs)
    }

    private static func script(_ part: String, _ json: JSONWriter) -> String {
        "(window.RECIPEBOOK_SEARCH_PARTS = window.RECIPEBOOK_SEARCH_PARTS || {})[\"\(part)\"] = "
            + String(decoding: json.bytes, as: UTF8.self) + ";\n"
    }
}
