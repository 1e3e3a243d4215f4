using System.Globalization;
using System.Text;
using CsvHelper;
using CsvHelper.Configuration;
using CsvHelper.TypeConversion;
using Bench.Results.Cases;

namespace Bench.Results.Csv;

/// <summary>
/// The one CSV dialect of every file a run writes: invariant culture whatever the machine's culture,
/// snake_case column names, ISO-8601 UTC times, on/off for switches, lower-case status words.
/// </summary>
public static class CsvFormat
{
    /// <summary>Format of every time column.</summary>
    public const string TimeFormat = "yyyy-MM-ddTHH:mm:ss.fffZ";

    /// <summary>The reader/writer configuration.</summary>
    public static CsvConfiguration Configuration { get; } = new(CultureInfo.InvariantCulture)
    {
        NewLine = "\n",
        Encoding = new UTF8Encoding(encoderShouldEmitUTF8Identifier: false),
        DetectColumnCountChanges = true,
    };

    /// <summary>Applies the dialect's type options to a reader's or writer's context.</summary>
    public static void Apply(CsvContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var time = context.TypeConverterOptionsCache.GetOptions<DateTime>();
        time.Formats = [TimeFormat];
        time.DateTimeStyle = DateTimeStyles.AdjustToUniversal | DateTimeStyles.AssumeUniversal;
        context.TypeConverterOptionsCache.GetOptions<string>().NullValues.Add(string.Empty);
        context.TypeConverterCache.AddConverter<bool>(new OnOffConverter());
        context.TypeConverterCache.AddConverter<bool?>(new OnOffConverter());
        context.TypeConverterCache.AddConverter<CaseStatus>(new LowerCaseEnumConverter<CaseStatus>());
        context.TypeConverterCache.AddConverter<CaseId>(new CaseIdConverter());
    }

    /// <summary>snake_case of a PascalCase member name: <c>ThroughputMbS</c> becomes <c>throughput_mb_s</c>.</summary>
    public static string SnakeCase(string name)
    {
        ArgumentNullException.ThrowIfNull(name);
        var builder = new StringBuilder(name.Length + 8);
        for (var i = 0; i < name.Length; i++)
        {
            var c = name[i];
            if (char.IsUpper(c) && i > 0)
            {
                builder.Append('_');
            }

            builder.Append(char.ToLowerInvariant(c));
        }

        return builder.ToString();
    }

    private sealed class OnOffConverter : DefaultTypeConverter
    {
        public override object? ConvertFromString(string? text, IReaderRow row, MemberMapData memberMapData) => text switch
        {
            null or "" => null,
            "on" => true,
            "off" => false,
            _ => throw new TypeConverterException(this, memberMapData, text, row.Context, $"expected on or off, found '{text}'"),
        };

        public override string? ConvertToString(object? value, IWriterRow row, MemberMapData memberMapData) => value switch
        {
            true => "on",
            false => "off",
            _ => string.Empty,
        };
    }

    private sealed class CaseIdConverter : DefaultTypeConverter
    {
        public override object? ConvertFromString(string? text, IReaderRow row, MemberMapData memberMapData) =>
            CaseId.TryParse(text, out var id)
                ? id
                : throw new TypeConverterException(this, memberMapData, text, row.Context, $"'{text}' is not a case id (scenario/name=value/...)");

        public override string? ConvertToString(object? value, IWriterRow row, MemberMapData memberMapData) => value?.ToString() ?? string.Empty;
    }

    private sealed class LowerCaseEnumConverter<T> : DefaultTypeConverter
        where T : struct, Enum
    {
        public override object? ConvertFromString(string? text, IReaderRow row, MemberMapData memberMapData) =>
            Enum.TryParse<T>(text, ignoreCase: true, out var value)
                ? value
                : throw new TypeConverterException(this, memberMapData, text, row.Context, $"expected one of {string.Join(", ", Enum.GetNames<T>()).ToLowerInvariant()}");

        public override string? ConvertToString(object? value, IWriterRow row, MemberMapData memberMapData) =>
            value?.ToString()?.ToLowerInvariant() ?? string.Empty;
    }

    /// <summary>The header line this version writes for <typeparamref name="T"/> (no line end).</summary>
    public static string Header<T>()
    {
        using var text = new StringWriter(CultureInfo.InvariantCulture);
        using var csv = new CsvWriter(text, Configuration);
        Apply(csv.Context);
        csv.Context.RegisterClassMap<SnakeCaseMap<T>>();
        csv.WriteHeader<T>();
        csv.Flush();
        return text.ToString();
    }
}
