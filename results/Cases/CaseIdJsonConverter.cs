using System.Text.Json;
using System.Text.Json.Serialization;

namespace Bench.Results.Cases;

/// <summary>A case id in JSON (manifest.json) is its text form.</summary>
public sealed class CaseIdJsonConverter : JsonConverter<CaseId>
{
    /// <inheritdoc/>
    public override CaseId Read(ref Utf8JsonReader reader, Type typeToConvert, JsonSerializerOptions options)
    {
        var text = reader.GetString();
        return CaseId.TryParse(text, out var id) ? id : throw new JsonException($"'{text}' is not a case id (scenario/name=value/...)");
    }

    /// <inheritdoc/>
    public override void Write(Utf8JsonWriter writer, CaseId value, JsonSerializerOptions options)
    {
        ArgumentNullException.ThrowIfNull(writer);
        ArgumentNullException.ThrowIfNull(value);
        writer.WriteStringValue(value.ToString());
    }
}
