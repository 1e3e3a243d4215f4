using System.Security.Cryptography;
using System.Text;
using Bench.Results.Cases;

namespace Bench.Results.Manifest;

/// <summary>
/// The hash that says two runs ran the same matrix: SHA-256 (lower-case hex) of the case ids in the order the matrix writes them, one per line,
/// then <c>repetitions=N</c>. Hosts given one profile or one matrix file share it; a run with another case list or
/// other repetitions does not.
/// </summary>
public static class MatrixHash
{
    /// <summary>How a case stands in the hash: its id, and its own repetitions when it has them (a run of an older version never has).</summary>
    public static string CaseKey(CaseId id, int? repetitions) =>
        repetitions is { } own ? string.Create(System.Globalization.CultureInfo.InvariantCulture, $"{id} x{own}") : id.ToString();

    /// <summary>The hash of <paramref name="caseIds"/> (in the order the matrix writes them; <see cref="CaseKey"/>) run <paramref name="repetitions"/> times.</summary>
    public static string Of(IEnumerable<string> caseIds, int repetitions)
    {
        ArgumentNullException.ThrowIfNull(caseIds);
        var text = new StringBuilder();
        foreach (var id in caseIds)
        {
            text.Append(id).Append('\n');
        }

        text.Append("repetitions=").Append(repetitions.ToString(System.Globalization.CultureInfo.InvariantCulture));
        return Convert.ToHexStringLower(SHA256.HashData(Encoding.UTF8.GetBytes(text.ToString())));
    }
}
