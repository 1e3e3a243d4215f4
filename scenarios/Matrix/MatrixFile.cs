using System.Globalization;
using System.Text;
using System.Text.Json;
using Bench.Scenarios.Validation;

namespace Bench.Scenarios.Matrix;

/// <summary>
/// Reads a user's matrix file (JSON, comments and trailing commas allowed), keeping the line and column of
/// every value so that each error points at the exact spot:
/// <code>
/// { "repetitions": 3,
///   "cases": [ { "scenario": "create", "size": ["1GB", "10GB"], "ifi": ["on", "off"] },
///              { "scenario": "create", "size": "100GB", "ifi": "on", "repetitions": 9 } ] }
/// </code>
/// An entry's own <c>repetitions</c> counts for its cases instead of the matrix's.
/// </summary>
public static class MatrixFile
{
    private static readonly string[] RootKeys = ["repetitions", "cases", "description"];

    /// <summary>Most characters of a refused value quoted in its error.</summary>
    private const int MaxShown = 40;

    /// <summary>What the JSON reader adds after its message: its own position and path.</summary>
    private static readonly string[] ReaderTails = [" LineNumber:", " Path:"];

    /// <summary>What the JSON reader says at the ends of a file, said plainly.</summary>
    private static readonly (string Reader, string Plain)[] PlainMessages =
    [
        ("does not contain any JSON tokens", "the file holds no JSON (it is empty, or only comments)"),
        ("but instead reached end of data", "the file ends where a key or a value should follow"),
        ("Expected depth to be zero", "the file ends before every object and list in it is closed"),
        ("is invalid after a single JSON value", "text follows the matrix's closing brace: a matrix file holds one object, { ... }"),
    ];

    /// <summary>Reads the file at <paramref name="path"/>.</summary>
    public static MatrixDefinition Load(string path)
    {
        ArgumentNullException.ThrowIfNull(path);
        byte[] bytes;
        try
        {
            bytes = File.ReadAllBytes(path);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            throw new ValidationException(new ValidationError(
                new SourceLocation(path, "(file)"), "--matrix", $"cannot read the file: {FileProblem.Of(path, e)}", "the path of a readable JSON matrix file"));
        }

        return Parse(path, bytes);
    }

    /// <summary>
    /// Reads matrix JSON from memory; <paramref name="source"/> names it in messages. UTF-8 with a byte order mark (as
    /// Notepad saves it) reads as UTF-8; UTF-16 or UTF-32 is refused, naming the encoding.
    /// </summary>
    public static MatrixDefinition Parse(string source, ReadOnlySpan<byte> utf8)
    {
        if (utf8.StartsWith((ReadOnlySpan<byte>)[0xEF, 0xBB, 0xBF]))
        {
            utf8 = utf8[3..];
        }
        else if (OtherEncoding(utf8) is { } encoding)
        {
            throw new ValidationException(new ValidationError(
                new SourceLocation(source, "(file)"), "--matrix", $"the file is {encoding}, not UTF-8", "a JSON matrix file saved as UTF-8 (in Notepad: Save As, Encoding UTF-8)"));
        }

        var parser = new Parser(source, utf8);
        try
        {
            return parser.Root();
        }
        catch (JsonException e)
        {
            var line = (int)(e.LineNumber ?? 0);
            var location = new SourceLocation(source, "(syntax)", line + 1, Column(utf8, line, e.BytePositionInLine ?? 0));
            throw new ValidationException(new ValidationError(location, "json", Plain(e.Message), "well-formed JSON (comments and trailing commas are accepted)"));
        }
    }

    /// <summary>The 1-based column, in characters, of the byte <paramref name="bytePosition"/> of the 0-based <paramref name="line"/> (the reader counts bytes).</summary>
    private static int Column(ReadOnlySpan<byte> utf8, int line, long bytePosition)
    {
        var start = 0;
        for (var i = 0; i < line && start < utf8.Length; i++)
        {
            var next = utf8[start..].IndexOf((byte)'\n');
            start = next < 0 ? utf8.Length : start + next + 1;
        }

        var rest = utf8[start..];
        return Encoding.UTF8.GetCharCount(rest[..(int)Math.Min(bytePosition, rest.Length)]) + 1;
    }

    /// <summary>
    /// The reader's message as one plain sentence: without its own position ("LineNumber: 0 | BytePositionInLine: 54",
    /// which the location gives once, in characters) or path, and in words for the ends of a file it cannot read.
    /// </summary>
    private static string Plain(string message)
    {
        foreach (var (reader, plain) in PlainMessages)
        {
            if (message.Contains(reader, StringComparison.Ordinal))
            {
                return plain;
            }
        }

        var cut = ReaderTails.Select(tail => message.IndexOf(tail, StringComparison.Ordinal)).Where(i => i > 0).DefaultIfEmpty(message.Length).Min();
        var sentence = message[..cut].TrimEnd().TrimEnd('.');
        return sentence.Length > 1 && char.IsUpper(sentence[0]) && char.IsLower(sentence[1]) ? char.ToLowerInvariant(sentence[0]) + sentence[1..] : sentence;
    }

    /// <summary>The encoding other than UTF-8 that <paramref name="bytes"/> start in (by its byte order mark, or a zero byte beside the first character), or null.</summary>
    private static string? OtherEncoding(ReadOnlySpan<byte> bytes) => bytes switch
    {
        [0xFF, 0xFE, 0, 0, ..] or [0, 0, 0xFE, 0xFF, ..] => "UTF-32",
        [0xFF, 0xFE, ..] => "UTF-16 (little-endian, \"Unicode\" in Notepad)",
        [0xFE, 0xFF, ..] => "UTF-16 (big-endian)",
        [not 0, 0, ..] => "UTF-16 (little-endian) without a byte order mark",
        [0, not 0, ..] => "UTF-16 (big-endian) without a byte order mark",
        _ => null,
    };

    private ref struct Parser
    {
        private readonly string source;
        private readonly ReadOnlySpan<byte> text;
        private readonly List<ValidationError> errors = [];
        private Utf8JsonReader reader;

        public Parser(string source, ReadOnlySpan<byte> utf8)
        {
            this.source = source;
            text = utf8;
            reader = new Utf8JsonReader(utf8, new JsonReaderOptions { CommentHandling = JsonCommentHandling.Skip, AllowTrailingCommas = true });
        }

        public MatrixDefinition Root()
        {
            Next();
            var rootLocation = Here("(root)");
            if (reader.TokenType != JsonTokenType.StartObject)
            {
                throw Fail(rootLocation, "matrix", "the file does not start with an object", "{ \"repetitions\": 3, \"cases\": [ ... ] }");
            }

            var repetitions = 3;
            var repetitionsLocation = new SourceLocation(source, "repetitions (default)");
            var entries = new List<MatrixEntry>();
            var seen = new Dictionary<string, SourceLocation>(StringComparer.Ordinal);
            while (Next() != JsonTokenType.EndObject)
            {
                var key = reader.GetString()!;
                var keyLocation = Here(key);
                Next();
                if (Repeated(seen, key, keyLocation))
                {
                    continue;
                }

                switch (key)
                {
                    case "repetitions":
                        repetitionsLocation = keyLocation;
                        repetitions = Repetitions(keyLocation) ?? repetitions;
                        break;
                    case "cases":
                        ReadCases(entries);
                        break;
                    case "description":
                        reader.Skip();
                        break;
                    default:
                        errors.Add(new ValidationError(keyLocation, key, $"unknown key{Suggestions.DidYouMean(key, RootKeys)}", string.Join(", ", RootKeys)));
                        reader.Skip();
                        break;
                }
            }

            // Text after the closing brace (a second object, a pasted fragment) is an error, not ignored: the reader
            // throws on anything but comments and white space after the one value.
            reader.Read();

            // What is wrong in the file's own shape (an unknown key, a bad entry) travels with it, so the planner
            // reports it together with every error of the entries that could be read: the user fixes the file once.
            return new MatrixDefinition(source, repetitions, entries, repetitionsLocation) { Problems = errors };
        }

        private void ReadCases(List<MatrixEntry> entries)
        {
            if (reader.TokenType != JsonTokenType.StartArray)
            {
                Invalid(Here("cases"), "cases", "a list of entries: [ { \"scenario\": \"create\", ... } ]");
                return;
            }

            // An entry that cannot be read is not in the list, but counts: the next one is still named by its own index.
            for (var index = 0; Next() != JsonTokenType.EndArray; index++)
            {
                var path = string.Create(CultureInfo.InvariantCulture, $"cases[{index}]");
                var entry = ReadEntry(path);
                if (entry is null)
                {
                    continue;
                }

                // Entries that share some cases are a sweep's way (each case runs once, as often as the entry asking most);
                // one written twice adds nothing, and is most likely a copy meant to be changed.
                if (entries.FirstOrDefault(earlier => Same(earlier, entry)) is { } same)
                {
                    errors.Add(new ValidationError(
                        entry.Location, path, $"the same entry as {same.Location.Path} (at {same.Location.InWords}): its cases would run once",
                        "each entry once: remove it or change a value (entries sharing some cases are fine: each case runs once, as often as the entry asking most)"));
                }

                entries.Add(entry);
            }
        }

        private MatrixEntry? ReadEntry(string path)
        {
            var location = Here(path);
            if (reader.TokenType != JsonTokenType.StartObject)
            {
                Invalid(location, "cases", "each entry is an object: { \"scenario\": \"create\", \"size\": \"1GB\" }");
                return null;
            }

            string? scenario = null;
            int? repetitions = null;
            SourceLocation? repetitionsLocation = null;
            var values = new Dictionary<string, IReadOnlyList<MatrixValue>>(StringComparer.Ordinal);
            var valueLocations = new Dictionary<string, SourceLocation>(StringComparer.Ordinal);
            var seen = new Dictionary<string, SourceLocation>(StringComparer.Ordinal);
            while (Next() != JsonTokenType.EndObject)
            {
                var key = reader.GetString()!;
                var keyPath = $"{path}.{key}";
                var keyLocation = Here(keyPath);
                Next();
                if (Repeated(seen, key, keyLocation))
                {
                    continue;
                }

                if (key == "scenario")
                {
                    scenario = reader.TokenType == JsonTokenType.String ? reader.GetString() : null;
                    if (scenario is null)
                    {
                        Invalid(Here(keyPath), "scenario", $"a scenario name: {string.Join(", ", ScenarioCatalog.Names)}");
                    }
                }
                else if (key == "repetitions")
                {
                    repetitionsLocation = Here(keyPath);
                    repetitions = Repetitions(repetitionsLocation);
                }
                else
                {
                    valueLocations[key] = Here(keyPath);
                    values[key] = ReadValues(keyPath);
                }
            }

            if (scenario is null)
            {
                errors.Add(new ValidationError(location, "scenario", "the entry names no scenario", string.Join(", ", ScenarioCatalog.Names)));
                return null;
            }

            return new MatrixEntry(scenario, location, values) { Repetitions = repetitions, RepetitionsLocation = repetitionsLocation, ValueLocations = valueLocations };
        }

        /// <summary>The whole number at the reader (a matrix's or an entry's repetitions; the planner checks its range), or null with an error.</summary>
        private int? Repetitions(SourceLocation location)
        {
            if (reader.TokenType == JsonTokenType.Number && reader.TryGetInt32(out var repetitions))
            {
                return repetitions;
            }

            Invalid(location, "repetitions", string.Create(CultureInfo.InvariantCulture, $"a whole number from 1 to {MatrixDefinition.MaxRepetitions}"));
            return null;
        }

        private List<MatrixValue> ReadValues(string path)
        {
            var values = new List<MatrixValue>();
            if (reader.TokenType != JsonTokenType.StartArray)
            {
                AddScalar(path, values);
                return values;
            }

            while (Next() != JsonTokenType.EndArray)
            {
                AddScalar(string.Create(CultureInfo.InvariantCulture, $"{path}[{values.Count}]"), values);
            }

            return values;
        }

        private void AddScalar(string path, List<MatrixValue> values)
        {
            var location = Here(path);
            var textValue = reader.TokenType switch
            {
                JsonTokenType.String => reader.GetString(),
                JsonTokenType.Number => Encoding.UTF8.GetString(reader.ValueSpan),
                JsonTokenType.True => "on",
                JsonTokenType.False => "off",
                _ => null,
            };
            if (textValue is null)
            {
                // Kept, as refused already: the planner neither refuses it again nor takes its list for an empty one.
                var shown = Invalid(location, path[(path.LastIndexOf('.') + 1)..], "a value (\"1GB\", 8, \"on\") or a list of values");
                values.Add(new MatrixValue(shown, location) { Refused = true });
                return;
            }

            values.Add(new MatrixValue(textValue, location));
        }

        /// <summary>Whether two entries are written alike: the same scenario, repetitions and values of each key, in any order (values compared as written, case aside).</summary>
        private static bool Same(MatrixEntry a, MatrixEntry b) =>
            a.Scenario.Equals(b.Scenario, StringComparison.OrdinalIgnoreCase)
            && a.Repetitions == b.Repetitions
            && a.Values.Count == b.Values.Count
            && a.Values.All(pair => b.Values.TryGetValue(pair.Key, out var other)
                && pair.Value.Select(v => v.Text).ToHashSet(StringComparer.OrdinalIgnoreCase).SetEquals(other.Select(v => v.Text)));

        private JsonTokenType Next()
        {
            if (!reader.Read())
            {
                var before = text[..(int)reader.BytesConsumed];
                var lineStart = before.LastIndexOf((byte)'\n') + 1;
                throw new JsonException("the file ends too early", null, before.Count((byte)'\n'), before.Length - lineStart);
            }

            return reader.TokenType;
        }

        private readonly SourceLocation Here(string path)
        {
            var offset = (int)reader.TokenStartIndex;
            var before = text[..offset];
            var line = before.Count((byte)'\n') + 1;
            var lineStart = before.LastIndexOf((byte)'\n') + 1;
            var column = Encoding.UTF8.GetCharCount(before[lineStart..]) + 1;
            return new SourceLocation(source, path, line, column);
        }

        /// <summary>Refuses the value at the reader, naming it and its JSON type, and steps past it; returns the value as shown.</summary>
        private string Invalid(SourceLocation location, string field, string allowed)
        {
            var kind = reader.TokenType switch
            {
                JsonTokenType.String => "the string",
                JsonTokenType.Number => "the number",
                JsonTokenType.StartArray => "the list",
                JsonTokenType.StartObject => "the object",
                _ => "the value",
            };
            var start = (int)reader.TokenStartIndex;
            reader.Skip();
            var written = Encoding.UTF8.GetString(text[start..(int)reader.BytesConsumed]).ReplaceLineEndings(" ");
            var shown = written.Length > MaxShown ? written[..(MaxShown - 3)] + "..." : written;
            errors.Add(new ValidationError(location, field, $"{kind} {shown} is not allowed here", allowed));
            return shown;
        }

        /// <summary>Whether <paramref name="key"/> was given before in this object: then it is refused, naming both places, and its value skipped (JSON would keep either silently).</summary>
        private bool Repeated(Dictionary<string, SourceLocation> seen, string key, SourceLocation location)
        {
            if (seen.TryAdd(key, location))
            {
                return false;
            }

            var first = seen[key];
            errors.Add(new ValidationError(
                location, key,
                $"given twice, at {first.InWords} and {location.InWords}",
                "each key once"));
            reader.Skip();
            return true;
        }

        private static ValidationException Fail(SourceLocation location, string field, string problem, string allowed) =>
            new(new ValidationError(location, field, problem, allowed));
    }
}
